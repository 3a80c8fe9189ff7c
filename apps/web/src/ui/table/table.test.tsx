import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Table } from './table';

describe('Table', () => {
  it('renders a captioned table in a focusable, named scroll region with row headers', async () => {
    await renderWithProviders(
      <Table
        caption="Rates to Mexico"
        columns={[
          { key: 'service', header: 'Service' },
          { key: 'price', header: 'Price', align: 'end' },
        ]}
        rows={[
          { id: 'call', service: 'Calls', price: '$0.05/min' },
          { id: 'sms', service: 'Texts', price: '$0.02' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Rates to Mexico' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Rates to Mexico' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Service', 'Price']);
    expect(within(table).getByRole('rowheader', { name: 'Texts' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$0.05/min' })).toHaveAttribute('data-align', 'end');
  });
});
