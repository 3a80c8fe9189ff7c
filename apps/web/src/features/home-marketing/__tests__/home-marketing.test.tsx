import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PromoCarousel } from '../components/promo-carousel';
import { ZipBox } from '../components/zip-box';

describe('the coverage zip box', () => {
  it("takes digits only, at most 5, and 'Let's go' remembers the zip for the zip page", async () => {
    await renderWithProviders(<ZipBox />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '3a3-1317');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('33131');
    await user.click(screen.getByRole('button', { name: "Let's go" }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ZipCodePage');
    expect(sessionStorage.getItem('zipCode')).toBe('33131');
  });

  it.each([' 33131', ' 3313 1', '33131-1234'])(
    'keeps the five digits of %j pasted or autofilled (W-12: stripped before it is cut)',
    async (pasted) => {
      await renderWithProviders(<ZipBox />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('textbox', { name: 'Zip code' }));
      await user.paste(pasted);
      expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('33131');
    },
  );
});

describe('the promotional carousel', () => {
  it('moves by its arrows and numbers, naming each slide', async () => {
    await renderWithProviders(<PromoCarousel />);
    const user = userEvent.setup();
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(screen.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Offer 4:/ }));
    expect(screen.getByRole('group', { name: '4 of 4' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Offer 4:/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(screen.getByRole('group', { name: '4 of 4' })).toBeVisible();
  });

  it('announces slides (polite) once the visitor is inside it, and can be paused', async () => {
    await renderWithProviders(<PromoCarousel />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause the offers' }));
    expect(screen.getByRole('button', { name: 'Play the offers' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 4' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('moves on every 7 s by itself, and stays on a slide the visitor picked, even without hover or focus', async () => {
    vi.useFakeTimers();
    try {
      await renderWithProviders(<PromoCarousel />);
      await act(() => vi.advanceTimersByTimeAsync(7000));
      expect(screen.getByRole('group', { name: '2 of 4' })).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(7000));
      expect(screen.getByRole('group', { name: '3 of 4' })).toBeVisible();
      // A press carried out for the visitor once the page is ready comes as a bare click.
      fireEvent.click(screen.getByRole('button', { name: /^Offer 2:/ }));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(screen.getByRole('group', { name: '2 of 4' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Play the offers' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
