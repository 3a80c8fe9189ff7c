import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { TextArea } from '../text-area/text-area';
import { TextField } from './text-field';

function ControlledField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Zip code"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      maxLength={5}
      inputMode="numeric"
    />
  );
}

describe('TextField', () => {
  it('ties its error message to the input and marks it invalid', async () => {
    await renderWithProviders(
      <TextField label="Email" description="We send the receipt here" errorMessage="Enter a valid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('We send the receipt here'));
  });

  it('is valid and undescribed without an error message', async () => {
    await renderWithProviders(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
  });

  it('shows a hidden asterisk and sets aria-required when required', async () => {
    await renderWithProviders(<TextField label="First name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports typed text through onChange and honours maxLength and inputMode', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ControlledField onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('12345');
    expect(onChange).toHaveBeenLastCalledWith('12345');
  });

  it('calls onBlur when focus leaves', async () => {
    const onBlur = vi.fn();
    await renderWithProviders(<TextField label="City" onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('has a multiline variant with the same error wiring', async () => {
    await renderWithProviders(<TextArea label="Message" errorMessage="Write a message" isRequired />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).toHaveAccessibleDescription('Write a message');
  });
});
