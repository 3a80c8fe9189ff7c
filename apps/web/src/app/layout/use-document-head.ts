import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { env } from '../../config/env';
import type { Locale } from '../../i18n/locales';
import type { RouteHandle } from '../routes/page-route';
import { applyDocumentHead, documentHead } from './document-head';

/** Keeps the document's title, description, canonical and language links and `lang` on the page shown. */
export function useDocumentHead(): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const meta = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta;
  useEffect(() => {
    const heading = document.querySelector('main h1')?.textContent;
    applyDocumentHead(
      document,
      documentHead({
        intl,
        locale: intl.locale as Locale,
        path: pathname,
        meta,
        heading,
        origin: env.siteUrl ?? window.location.origin,
      }),
    );
  }, [intl, pathname, meta]);
}
