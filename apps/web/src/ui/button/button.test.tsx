import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('calls onPress', async () => {
    const onPress = vi.fn();
    await renderWithProviders(<Button onPress={onPress}>Continue</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('while pending: busy, inert, and a named progress indicator', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <Button isPending onPress={onPress}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay now/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names the pending state in Spanish', async () => {
    await renderWithProviders(<Button isPending>Pagar</Button>, { locale: 'es' });
    expect(screen.getByRole('progressbar', { name: 'Espere un momento…' })).toBeInTheDocument();
  });

  it('carries its variant, size and width as classes', async () => {
    await renderWithProviders(
      <Button variant="danger" size="lg" isFullWidth>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'button--danger',
      'button--lg',
      'button--full',
    );
  });

  it('can be pressed in the HTML of a pre-rendered page (the page holds the press until it is ready)', () => {
    const html = renderToString(
      <IntlProvider locale="en">
        <Button onPress={() => {}}>Buy now</Button>
        <Button type="submit">Continue</Button>
      </IntlProvider>,
    );
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).not.toContain('disabled');
  });
});
