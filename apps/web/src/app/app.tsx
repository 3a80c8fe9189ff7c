import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from '../i18n/locale-provider';
import { store } from '../lib/state/store';
import { createSiteRouter } from './router';

const router = createSiteRouter();

/** The site: one store, the chosen language, and the router. */
export function App() {
  return (
    <JotaiProvider store={store}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </JotaiProvider>
  );
}
