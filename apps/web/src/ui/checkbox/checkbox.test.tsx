import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('reports toggles through onChange', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('ties its error message to the box and marks it required', async () => {
    await renderWithProviders(
      <Checkbox isRequired errorMessage="You must accept the terms">
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the controlled state', async () => {
    await renderWithProviders(<Checkbox isSelected>Autopay</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Autopay' })).toBeChecked();
  });
});
