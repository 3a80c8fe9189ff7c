import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ComboBox } from './combo-box';

const states = [
  { id: 'CA', label: 'California' },
  { id: 'CO', label: 'Colorado' },
  { id: 'NY', label: 'New York' },
  { id: 'NC', label: 'North Carolina' },
];

describe('ComboBox', () => {
  it('filters the options as the user types and reports the chosen id', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <ComboBox label="State" items={states} onSelectionChange={onSelectionChange} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'nor');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['North Carolina']);
    await userEvent.click(options[0] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith('NC');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('North Carolina');
  });

  it('says so when nothing matches', async () => {
    await renderWithProviders(<ComboBox label="State" items={states} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'zz');
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('shows the controlled selection in the input', async () => {
    await renderWithProviders(<ComboBox label="State" items={states} selectedKey="NY" />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('New York');
  });

  it('ties its error to the input and names its button in Spanish', async () => {
    await renderWithProviders(
      <ComboBox label="Estado" items={states} errorMessage="Elige un estado" isRequired />,
      {
        locale: 'es',
      },
    );
    const input = screen.getByRole('combobox', { name: 'Estado' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Elige un estado');
    expect(screen.getByRole('button', { name: /Mostrar opciones/ })).toBeInTheDocument();
  });
});
