import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Tabs } from './tabs';

const items = [
  { id: 'login', title: 'Log in', content: <p>Log in form</p> },
  { id: 'register', title: 'Register', content: <p>Register form</p> },
  { id: 'help', title: 'Help', content: <p>Help text</p> },
];

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(<Tabs label="Account" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Log in form');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Register form');
    expect(onSelectionChange).toHaveBeenLastCalledWith('register');
    await userEvent.keyboard('{End}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('help');
  });

  it('follows a controlled selection', async () => {
    await renderWithProviders(<Tabs label="Account" items={items} selectedKey="register" />);
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Register form');
  });

  it('can be pressed in the HTML of a pre-rendered page (the page holds the press until it is ready)', () => {
    const html = renderToString(<Tabs label="Account" items={items} />);
    const tabs = html.match(/<div[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) expect(tab).not.toContain('aria-disabled');
  });
});
