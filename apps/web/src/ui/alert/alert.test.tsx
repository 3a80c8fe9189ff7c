import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert', 'Error'],
    ['warning', 'status', 'Warning'],
    ['success', 'status', 'Success'],
    ['info', 'status', 'Information'],
  ] as const)('a %s alert has role %s and names its tone by its icon', async (tone, role, toneName) => {
    await renderWithProviders(<Alert tone={tone}>The card was declined.</Alert>);
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent(/^The card was declined\.$/);
    expect(within(alert).getByRole('img', { name: toneName })).toBeInTheDocument();
  });

  it('names its tone in Spanish', async () => {
    await renderWithProviders(<Alert tone="warning" title="Atención" />, { locale: 'es' });
    expect(within(screen.getByRole('status')).getByRole('img', { name: 'Aviso' })).toBeInTheDocument();
  });
});
