import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { addedMessagesAtom } from './journey-messages';
import type { Catalogue } from './load-messages';
import { FORMAT_LOCALES, type Locale } from './locales';

/**
 * Provides the page's language to react-intl and to React Aria's own labels. The language is the address's
 * (`locale-path.ts`) and its messages are loaded before the first render, so a page is never shown in another
 * language first; choosing another language loads its address. Messages loaded later (`journey-messages.ts`) join.
 */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: ReactNode;
}) {
  const added = useAtomValue(addedMessagesAtom);
  const all = useMemo(() => ({ ...messages, ...added }), [messages, added]);
  return (
    <IntlProvider locale={FORMAT_LOCALES[locale]} messages={all}>
      <I18nProvider locale={FORMAT_LOCALES[locale]}>{children}</I18nProvider>
    </IntlProvider>
  );
}
