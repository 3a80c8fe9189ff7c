import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import type { Locale } from '../../i18n/locales';
import { ToastRegion } from './toast';
import { showToast, toastQueue } from './toast-queue';

// The shared render helper mounts the app's own ToastRegion; this test mounts exactly one, by itself.
async function renderRegion(locale: Locale = 'en') {
  const messages = await loadMessages(locale);
  render(
    <IntlProvider
      locale={locale}
      messages={messages}
      onError={(error) => {
        throw error;
      }}
    >
      <ToastRegion />
    </IntlProvider>,
  );
}

afterEach(() => {
  act(() => toastQueue.clear());
});

describe('Toast', () => {
  it('announces a queued message as an alert in a labelled region', async () => {
    await renderRegion();
    act(() => {
      showToast('Payment received', 'success');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment received');
    expect(alert.closest('.toast')).toHaveClass('toast--success');
  });

  it('shows a message once while the same one is on screen', async () => {
    await renderRegion();
    act(() => {
      showToast('Invoice ID not found', 'error');
      showToast('Invoice ID not found', 'error');
    });
    expect(screen.getAllByText('Invoice ID not found')).toHaveLength(1);
  });

  it('disappears when its timeout elapses', async () => {
    await renderRegion();
    act(() => {
      toastQueue.add({ text: 'Copied', tone: 'info' }, { timeout: 50 });
    });
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Copied')).not.toBeInTheDocument());
  });

  it('can be dismissed with its close button, labelled in Spanish', async () => {
    await renderRegion('es');
    act(() => {
      showToast('No se pudo guardar', 'error');
    });
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('No se pudo guardar')).not.toBeInTheDocument();
  });
});
