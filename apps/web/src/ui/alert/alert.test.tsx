import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert', 'Error'],
    ['warning', 'status', 'Warning'],
    ['success', 'status', 'Success'],
    ['info', 'status', 'Information'],
  ] as const)('a %s alert has role %s and says its tone', async (tone, role, toneName) => {
    await renderWithProviders(<Alert tone={tone}>The card was declined.</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent(`${toneName}: The card was declined.`);
  });

  it('says its tone in Spanish', async () => {
    await renderWithProviders(<Alert tone="warning" title="Atención" />, { locale: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent('Aviso: Atención');
  });
});
