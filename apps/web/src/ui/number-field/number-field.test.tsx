import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('steps within its bounds and reports the number', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<NumberField label="Lines" value={4} maxValue={5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Lines' });
    expect(input).toHaveValue('4');
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('ties its error message to the input', async () => {
    await renderWithProviders(<NumberField label="Lines" errorMessage="At most 5 lines" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Lines' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('At most 5 lines');
  });
});
