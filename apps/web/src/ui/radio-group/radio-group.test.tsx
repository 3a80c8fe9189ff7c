import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'new', label: 'New number' },
  { value: 'port', label: 'Keep my number', description: 'Bring it from your current carrier' },
];

describe('RadioGroup', () => {
  it('reports the chosen value, by click and by arrow key', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<RadioGroup label="Phone number" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'New number' }));
    expect(onChange).toHaveBeenLastCalledWith('new');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('port');
  });

  it('describes an option by its description', async () => {
    await renderWithProviders(<RadioGroup label="Phone number" options={options} value="port" />);
    const port = screen.getByRole('radio', { name: 'Keep my number' });
    expect(port).toBeChecked();
    expect(port).toHaveAccessibleDescription('Bring it from your current carrier');
  });

  it('ties its error message to the group and marks it required', async () => {
    await renderWithProviders(
      <RadioGroup label="Phone number" options={options} isRequired errorMessage="Choose one" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Phone number' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Choose one');
  });
});
