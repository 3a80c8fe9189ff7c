import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { listRates } from '../api/list-rates';
import { InternationalRatePage, ratesLoader } from '../pages/international-rate-page';

vi.mock('../api/list-rates', () => ({ listRates: vi.fn() }));

describe('/InternationalRatePage', () => {
  it('lists every rate by country name and filters by letter', async () => {
    vi.mocked(listRates).mockResolvedValue({
      data: [
        { country: 'MX', landlineCallRate: 0.02, mobileCallRate: 0.05, smsRate: 0.03 },
        { country: 'CA', landlineCallRate: 0.01, mobileCallRate: 0.01, smsRate: 0.01 },
        { country: 'CO', landlineCallRate: 0.03, mobileCallRate: 0.06, smsRate: 0.04 },
      ],
    });
    await renderWithProviders(<InternationalRatePage />, {
      url: '/InternationalRatePage',
      loader: ratesLoader,
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Canada', 'Colombia', 'Mexico']);
    expect(within(table).getByText('$0.05/min')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Canada', 'Colombia']);
    expect(screen.getByRole('button', { name: 'Z' })).toBeDisabled();
  });

  it("checks a destination's rates, chosen in the phone's own list", async () => {
    vi.mocked(listRates).mockResolvedValue({
      data: [
        { country: 'MX', landlineCallRate: 0.02, mobileCallRate: 0.05, smsRate: 0.03 },
        { country: 'CA', landlineCallRate: 0.01, mobileCallRate: 0.01, smsRate: 0.04 },
      ],
    });
    await renderWithProviders(<InternationalRatePage />, {
      url: '/InternationalRatePage',
      loader: ratesLoader,
    });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    const check = screen.getByRole('button', { name: 'Check Your Rate' });
    expect(check).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(country, 'Canada');
    await user.click(check);
    const result = screen.getByRole('heading', { level: 3, name: 'Canada' });
    expect(result.closest('.rate-result')).toHaveTextContent('$0.04');
  });
});
