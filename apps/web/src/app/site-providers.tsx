import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { Catalogue } from '../i18n/load-messages';
import { LocaleProvider } from '../i18n/locale-provider';
import type { Locale } from '../i18n/locales';
import { store } from '../lib/state/store';

/** What every page renders inside, in the browser and in the pre-render alike: the store and the language. */
export function SiteProviders({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <LocaleProvider locale={locale} messages={messages}>
        {children}
      </LocaleProvider>
    </JotaiProvider>
  );
}
