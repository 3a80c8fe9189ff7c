import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCarrier, type CarrierReply } from '../../../testing/carrier-replies';
import { renderWithProviders } from '../../../testing/render';
import { ThreeDollarPage, threeDollarLoader } from '../pages/three-dollar-page';
import { acpPlan, addons, paygo, pricings } from './fixtures';

/** The carrier's catalogue answers in the language the read asks for (`lang`), as the mock does. */
function inLanguage(english: unknown[], spanish: unknown[]) {
  return (request: Request): CarrierReply => ({
    status: 200,
    body: new URL(request.url).searchParams.get('lang') === 'es' ? spanish : english,
  });
}

const SPANISH_ADDONS: Record<string, string> = {
  '2GB Data': '2 GB de datos',
  '5GB Data': '5 GB de datos',
  '100 Voice Minutes': '100 minutos de voz',
};

function answerTheCatalogue() {
  answerCarrier({
    'GET /public/plan': inLanguage([acpPlan, paygo], [{ ...acpPlan, name: 'Plan ACP gratuito' }, paygo]),
    'GET /public/plan_pricing': { status: 200, body: pricings },
    'GET /public/add-on_plan': inLanguage(
      addons,
      addons.map((addon) => ({ ...addon, name: SPANISH_ADDONS[addon.name] ?? addon.name })),
    ),
  });
}

const renderIn = (locale: 'en' | 'es') =>
  renderWithProviders(<ThreeDollarPage />, { locale, url: '/ThreeDollarMonPage', loader: threeDollarLoader });

describe('/ThreeDollarMonPage names the catalogue in the page’s language (N-8)', () => {
  it('in Spanish: the add-ons by their Spanish names, the pay-go plan as "Prepago", not by its code', async () => {
    answerTheCatalogue();
    await renderIn('es');
    expect(await screen.findByRole('radio', { name: '5 GB de datos' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '100 minutos de voz' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Prepago $3.00' })).toBeInTheDocument();
    expect(screen.queryByText(/5GB Data|paygo 3/)).not.toBeInTheDocument();
  });

  it('in English: the English names, the pay-go plan as "Pay as you go"', async () => {
    answerTheCatalogue();
    await renderIn('en');
    expect(await screen.findByRole('radio', { name: '5GB Data' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pay as you go $3.00' })).toBeInTheDocument();
    expect(screen.queryByText('paygo 3')).not.toBeInTheDocument();
  });
});
