import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { applicationIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { renderWithProviders } from '../../../testing/render';
import { ProfileCompletedPage } from '../pages/profile-completed-page';
import { clearPersonalData } from './seed';

describe('the profile completed page', () => {
  it('shows N/A for the name and application id it does not hold', async () => {
    clearPersonalData();
    await renderWithProviders(<ProfileCompletedPage />, { url: '/ProfileCompletedPage' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Profile completed successfully' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the agreement' })).toHaveAttribute(
      'href',
      '/AgreementPage?profileStep=7',
    );
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('shows the applicant’s name and application id', async () => {
    const store = createStore();
    store.set(personalDataAtom, { firstName: 'Ana', lastName: 'Diaz' });
    store.set(applicationIdAtom, 'A24-000123');
    await renderWithProviders(<ProfileCompletedPage />, {
      url: '/ProfileCompletedPage',
      store,
      locale: 'es',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Perfil completado con éxito' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana Diaz')).toBeInTheDocument();
    expect(screen.getByText('A24-000123')).toBeInTheDocument();
  });
});
