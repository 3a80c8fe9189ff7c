import { lazy, Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { Outlet, useHref, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { DEMO_BUILD } from '../../lib/demo/demo-build';
import { useLogOutOnQuery } from '../../lib/state/use-log-out';
import { useLoginRecheck } from '../../lib/state/use-login-recheck';
import { useToastsOfPage } from '../../lib/toast';
import { LoadingState } from '../../ui';
import { isRouteHandle, type RouteHandle } from '../routes/page-route';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastHost } from './toast-host';
import { useDocumentHead } from './use-document-head';
import { useScrollToTop } from './use-scroll-to-top';
import './layout.css';

const DemoPanel = DEMO_BUILD
  ? lazy(() => import('../../features/demo-panel').then((m) => ({ default: m.DemoPanel })))
  : null;

/**
 * Hrefs for React Aria's links: site paths through the router (base path, relative paths), anything else
 * (tel:, mailto:, the portal and other sites) as written.
 */
function useSiteHref(href: string): string {
  const isSitePath = href.startsWith('/') && !href.startsWith('//');
  const routed = useHref(isSitePath ? href : '/');
  return isSitePath ? routed : href;
}

function useRouteHandle(): RouteHandle | undefined {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}

/** Every page's frame: header (unless the route hides navigation), main content, footer, toasts. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  // While another page loads, this one takes no input: what a visitor typed into it would be lost with it.
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useScrollToTop();
  useDocumentHead();
  useLogOutOnQuery();
  useLoginRecheck();
  useToastsOfPage();

  return (
    <AriaRouterProvider navigate={navigate} useHref={useSiteHref}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <SiteHeader navHidden={handle?.navHidden ?? false} />
      <main id="main" tabIndex={-1} className="site-main" inert={leaving}>
        {navigation.state === 'loading' && (
          <div className="route-progress" role="progressbar" aria-hidden="true" />
        )}
        {/* A boundary per page: a next page that suspends shows the loading state at once, never the last page's
            content under the next page's address. */}
        <Suspense key={pathname} fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ToastHost />
      {DemoPanel && (
        <Suspense fallback={null}>
          <DemoPanel operations={handle?.operations ?? []} />
        </Suspense>
      )}
    </AriaRouterProvider>
  );
}
