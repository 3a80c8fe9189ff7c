import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Select } from './select';

const plans = [
  { id: 'p3', label: '3 months' },
  { id: 'p6', label: '6 months' },
  { id: 'p12', label: '12 months' },
];

describe('Select', () => {
  it('reports the chosen option id', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <Select label="Plan length" items={plans} onSelectionChange={onSelectionChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Plan length/ });
    expect(trigger).toHaveTextContent('Choose an option');
    await userEvent.click(trigger);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '6 months' }));
    expect(onSelectionChange).toHaveBeenCalledWith('p6');
  });

  it('shows the controlled selection', async () => {
    await renderWithProviders(<Select label="Plan length" items={plans} selectedKey="p12" />);
    expect(screen.getByRole('button', { name: /Plan length/ })).toHaveTextContent('12 months');
  });

  it('ties its error message to the trigger', async () => {
    await renderWithProviders(
      <Select label="Plan length" items={plans} errorMessage="Choose a plan length" isRequired />,
    );
    const trigger = screen.getByRole('button', { name: /Plan length/ });
    expect(trigger).toHaveAccessibleDescription('Choose a plan length');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the Spanish placeholder in es', async () => {
    await renderWithProviders(<Select label="Duración" items={plans} />, { locale: 'es' });
    expect(screen.getByRole('button', { name: /Duración/ })).toHaveTextContent('Elija una opción');
  });
});
