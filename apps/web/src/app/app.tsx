import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from '../i18n/locale-provider';
import { store } from '../lib/state/store';
import { createSiteRouter } from './router';

// Created at the first render, not at import: a demo link may move the address first (src/lib/demo/demo-links.ts).
let router: ReturnType<typeof createSiteRouter> | undefined;

/** The site: one store, the chosen language, and the router. */
export function App() {
  router ??= createSiteRouter();
  return (
    <JotaiProvider store={store}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </JotaiProvider>
  );
}
