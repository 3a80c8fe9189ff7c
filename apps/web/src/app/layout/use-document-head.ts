import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { env } from '../../config/env';
import { localeAtom } from '../../lib/state/preferences';
import type { RouteHandle } from '../routes/page-route';
import { applyDocumentHead, documentHead } from './document-head';

/** Keeps the document's title, description, canonical and language links and `lang` on the page shown. */
export function useDocumentHead(): void {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const meta = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta;
  useEffect(() => {
    const heading = document.querySelector('main h1')?.textContent;
    applyDocumentHead(
      document,
      documentHead({
        intl,
        locale,
        path: pathname,
        meta,
        heading,
        origin: env.siteUrl ?? window.location.origin,
      }),
    );
  }, [intl, locale, pathname, meta]);
}
