import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ToggleGroup } from './toggle-group';

const items = [
  { id: 'en', label: 'English' },
  { id: 'es', label: 'Español' },
];

describe('ToggleGroup', () => {
  it('marks the chosen item pressed and reports each choice, never an empty one', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <ToggleGroup label="Language" items={items} selectedKey="en" onSelectionChange={onSelectionChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(onSelectionChange).toHaveBeenCalledWith('es');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(onSelectionChange.mock.calls.every(([key]) => key === 'en' || key === 'es')).toBe(true);
  });
});
