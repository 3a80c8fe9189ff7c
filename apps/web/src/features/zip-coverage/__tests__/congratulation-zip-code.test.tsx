import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-messages';
import type { Locale } from '../../../i18n/locales';
import type { listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { CongratulationZipCodePage } from '../pages/congratulation-zip-code-page';

type Loaded = Awaited<ReturnType<typeof listAddOnPlans>>;

const addOn = (id: number, name: string, type: 'data' | 'voice' | 'restricted', price: number) => ({
  id,
  name,
  type,
  bandwidth: type === 'voice' ? 0 : 2048,
  callMinutes: type === 'voice' ? 100 : 0,
  sms: 0,
  price,
  discountedPrice: null,
  isActive: true,
});

/** The page with what its loader gave (the catalogue's add-ons, or a failure). */
async function renderWith(loaded: Loaded, locale: Locale = 'en') {
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(
    [{ path: '/CongratulationZipCodePage', element: <CongratulationZipCodePage />, loader: () => loaded }],
    { initialEntries: ['/CongratulationZipCodePage'] },
  );
  render(
    <IntlProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('the coverage congratulation page', () => {
  it('offers the ACP Premium Plan at $0 with its features, Apply Now to step 1 and Back to /ACPPage', async () => {
    await renderWith({ data: [addOn(21, '2GB Data', 'data', 5)] });
    expect(await screen.findByRole('heading', { level: 2, name: 'ACP Premium Plan' })).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    for (const feature of [
      'Caller ID',
      'Call waiting',
      '3-way calling',
      'Voicemail',
      'Unlimited talk',
      'Free shipping',
    ])
      expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/PersonalnfoPage?profileStep=1',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/ACPPage');
  });

  it('lists the catalogue’s data add-ons as upgrades, not voice or restricted ones', async () => {
    await renderWith({
      data: [
        addOn(21, '2GB Data', 'data', 5),
        addOn(25, '20GB Data', 'data', 12),
        addOn(26, '100 Voice Minutes', 'voice', 3),
        addOn(30, 'Field Agent 50GB', 'restricted', 0),
      ],
    });
    expect(await screen.findByText('2GB Data')).toBeInTheDocument();
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    expect(screen.queryByText('100 Voice Minutes')).not.toBeInTheDocument();
    expect(screen.queryByText('Field Agent 50GB')).not.toBeInTheDocument();
  });

  it('words a catalogue failure by its code, in Spanish too', async () => {
    await renderWith(
      {
        error: {
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Internal server error',
          fieldErrors: [],
        },
      },
      'es',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Felicidades! Su zona tiene cobertura' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Algo salió mal, inténtelo de nuevo más tarde')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});
