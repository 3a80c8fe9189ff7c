import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import {
  EnrollFailureTabletPage,
  EnrollSuccessfulSimPage,
  FailureSimTabletPage,
} from '../pages/enrolment-status-pages';

describe('the enrolment result pages', () => {
  it.each([
    [
      'en',
      EnrollSuccessfulSimPage,
      'Your SIM card is on its way',
      'Activate a SIM card',
      '/ActiveSimCardPage',
    ],
    [
      'es',
      EnrollSuccessfulSimPage,
      'Su tarjeta SIM está en camino',
      'Activar una tarjeta SIM',
      '/ActiveSimCardPage',
    ],
    ['en', EnrollFailureTabletPage, 'We could not add your tablet', 'Contact support', '/ContactUsPage'],
    [
      'es',
      EnrollFailureTabletPage,
      'No pudimos agregar su tableta',
      'Contactar con soporte',
      '/ContactUsPage',
    ],
    [
      'en',
      FailureSimTabletPage,
      'We could not complete your enrolment',
      'Apply again',
      '/PersonalnfoPage?profileStep=1',
    ],
    [
      'es',
      FailureSimTabletPage,
      'No pudimos completar su inscripción',
      'Solicitar de nuevo',
      '/PersonalnfoPage?profileStep=1',
    ],
  ] as const)('%s: %o says %j and links %j to %s', async (locale, Page, title, link, href) => {
    await renderWithProviders(<Page />, { locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('names the tablet co-pay in dollars', async () => {
    await renderWithProviders(<EnrollFailureTabletPage />);
    expect(screen.getByText(/\$10\.01 co-pay is not charged/)).toBeInTheDocument();
  });
});
