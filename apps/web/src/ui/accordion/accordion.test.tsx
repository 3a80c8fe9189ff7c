import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Accordion } from './accordion';

const items = [
  { id: 'refund', title: 'Can I get my money back?', content: 'Within 7 days.' },
  { id: 'hotspot', title: 'Is there a hotspot limit?', content: '5GB on unlimited plans.' },
];

describe('Accordion', () => {
  it('puts each toggle in a heading and expands one item at a time', async () => {
    await renderWithProviders(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const refund = screen.getByRole('button', { name: 'Can I get my money back?' });
    const hotspot = screen.getByRole('button', { name: 'Is there a hotspot limit?' });
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 7 days.')).not.toBeVisible();

    await userEvent.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Within 7 days.')).toBeVisible();

    await userEvent.click(hotspot);
    expect(hotspot).toHaveAttribute('aria-expanded', 'true');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the default items and keeps several open when allowed', async () => {
    await renderWithProviders(
      <Accordion items={items} defaultExpandedKeys={['refund']} allowsMultipleExpanded />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Is there a hotspot limit?' }));
    expect(screen.getByRole('button', { name: 'Can I get my money back?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Is there a hotspot limit?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
