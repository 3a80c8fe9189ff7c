import { TIMINGS } from '@carrier/domain';
import { act, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { isLoggedInAtom, tokenAtom } from './session';
import { useLoginRecheck } from './use-login-recheck';

const NOW_MS = Date.UTC(2026, 0, 15, 12);

/** A token whose `exp` claim lies `inMs` after the test's now. */
const tokenExpiringIn = (inMs: number) =>
  `x.${btoa(JSON.stringify({ sub: '42', exp: Math.floor((NOW_MS + inMs) / 1000) }))}.y`;

function SessionProbe() {
  useLoginRecheck();
  return <p data-testid="session">{useAtomValue(isLoggedInAtom) ? 'logged in' : 'logged out'}</p>;
}

const shown = () => screen.getByTestId('session').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW_MS);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the login state, re-checked every 500 ms (spec 000 §4)', () => {
  it('turns to logged out within 500 ms of the token expiring, with no other change', async () => {
    const { store } = await renderWithProviders(<SessionProbe />);
    act(() => store.set(tokenAtom, tokenExpiringIn(10_000)));
    expect(shown()).toBe('logged in');

    await act(() => vi.advanceTimersByTimeAsync(10_000 - 1));
    expect(shown()).toBe('logged in');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.loginRecheckMs + 1));
    expect(shown()).toBe('logged out');
  });

  it('sees within 500 ms a login and a logout made in another tab', async () => {
    await renderWithProviders(<SessionProbe />);
    expect(shown()).toBe('logged out');

    // Another tab writes the shared local storage; this tab's atoms are not told.
    localStorage.setItem('TOKEN', tokenExpiringIn(3_600_000));
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.loginRecheckMs));
    expect(shown()).toBe('logged in');

    localStorage.removeItem('TOKEN');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.loginRecheckMs));
    expect(shown()).toBe('logged out');
  });
});
