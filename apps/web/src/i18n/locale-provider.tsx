import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { localeAtom } from '../lib/state/preferences';
import { type Catalogue, loadMessages } from './load-messages';
import { FORMAT_LOCALES, type Locale } from './locales';

interface Loaded {
  locale: Locale;
  messages: Catalogue;
}

/**
 * Provides the chosen language to react-intl and to React Aria's own labels, with its messages, loading each language's catalogue on first use. While another
 * language loads, the page keeps the current one instead of going blank.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return null;
  return (
    <IntlProvider locale={FORMAT_LOCALES[loaded.locale]} messages={loaded.messages}>
      <I18nProvider locale={FORMAT_LOCALES[loaded.locale]}>{children}</I18nProvider>
    </IntlProvider>
  );
}
