import { ROUTE_PATTERNS, ROUTES } from '@carrier/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import { siteRoutes } from '../router';
import { pageRoutes } from '.';
import { ChunkTimeoutError, toRouteObject } from './page-route';

// The guard's landing page, /OwnPlanPage, lists the catalogue: an empty one is enough here.
vi.mock('../../features/catalogue/api/load-catalogue', () => ({
  loadCatalogue: () => Promise.resolve({ data: { plans: [], pricings: [], addons: [] } }),
}));

async function renderSite(url: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [url] });
  render(
    <JotaiProvider store={createStore()}>
      <IntlProvider locale="en" messages={await loadMessages('en')}>
        <RouterProvider router={router} />
      </IntlProvider>
    </JotaiProvider>,
  );
  return router;
}

describe('the route table', () => {
  it('has a page for every route of both specs, aliases included, and nothing else', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('hides the navigation exactly where the spec says "(nav hidden)"', () => {
    const hidden = pageRoutes.filter((route) => route.navHidden).map((route) => route.path);
    expect(hidden.sort()).toEqual(
      [
        ROUTES.registration,
        ROUTES.accountVerified,
        ROUTES.simActivated,
        ROUTES.payment,
        ROUTES.test,
        ROUTES.checkAcp,
      ].sort(),
    );
  });

  it('gives up on a page chunk after 120 seconds', async () => {
    vi.useFakeTimers();
    try {
      const route = toRouteObject({ path: '/slow', load: () => new Promise(() => {}) });
      const loading = (route.lazy as () => Promise<unknown>)();
      const settled = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
      await vi.advanceTimersByTimeAsync(120_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the site', () => {
  it('sends an unknown last segment to its parent, keeping the query', async () => {
    const router = await renderSite('/OwnPlanPage/no-such-page?plan=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/OwnPlanPage'));
    expect(router.state.location.search).toBe('?plan=3');
  });

  it('climbs to the home page from a path that matches nothing at all', async () => {
    const router = await renderSite('/no/such/path');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders every page inside the layout: banner, main and footer', async () => {
    await renderSite(ROUTES.forgotPassword);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows no site navigation on a nav-hidden page', async () => {
    await renderSite(ROUTES.accountVerified);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is verified' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('logs out on ?logout=yes and goes home', async () => {
    localStorage.setItem('TOKEN', 'x.y.z');
    const router = await renderSite(`${ROUTES.forgotPassword}?logout=yes`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('TOKEN')).toBeNull();
  });
});
