import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Menu } from './menu';

const items = [
  { id: 'enroll', label: 'Enroll', href: '/ZipCodePage' },
  { id: 'status', label: 'Check status', href: '/CheckEnrollStatus' },
];

describe('Menu', () => {
  it('shows its links from its button, Tab moves through them, Escape closes and returns focus', async () => {
    await renderWithProviders(<Menu label="ACP" items={items} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'ACP' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Enroll' })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enroll', '/ZipCodePage'],
      ['Check status', '/CheckEnrollStatus'],
    ]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Enroll' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
