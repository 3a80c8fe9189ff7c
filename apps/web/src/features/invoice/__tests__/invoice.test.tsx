import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-messages';
import { tokenAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { getInvoice, type Invoice } from '../api/get-invoice';
import { exportInvoice } from '../components/export-invoice';
import { InvoicePage, invoiceLoader } from '../pages/invoice-page';

vi.mock('../api/get-invoice', () => ({ getInvoice: vi.fn() }));
vi.mock('../components/export-invoice', () => ({ exportInvoice: vi.fn() }));

const liveToken = `x.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))}.y`;

function invoice(order: Partial<Invoice['order']> = {}, fulfillment: Invoice['fulfillment'] = null): Invoice {
  return {
    id: 9001,
    publicId: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
    createdAt: '2026-11-23T10:00:00.000Z',
    fulfillment,
    order: {
      id: 9001,
      publicId: 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL',
      type: 'purchase',
      status: 'paid',
      fulfillmentId: 'FUL-9001',
      subTotal: 13,
      total: 18.42,
      shippingRate: 4.99,
      orderItems: [
        {
          id: 1,
          type: 'plan',
          quantity: 1,
          total: 3,
          planPricing: {
            id: 1,
            duration: 1,
            durationUnit: 'month',
            plan: { name: 'paygo 3', bandwidth: 2048, callMinutes: 100, sms: 100 },
          },
        },
        {
          id: 2,
          type: 'addon_plan',
          quantity: 1,
          total: 5,
          addOnPlan: { name: '2GB Data', bandwidth: 2048, callMinutes: 0, sms: 0 },
        },
        { id: 3, type: 'sim', quantity: 1, total: 10, sim: { planName: 'paygo 3' } },
      ],
      orderSurcharges: [
        { name: 'Regulatory recovery fee', value: 0.33, percentage: 2.5 },
        { name: 'Florida 911 fee', value: 0.1, percentage: 0.8 },
      ],
      createdAt: '2026-11-23T10:00:00.000Z',
      customer: { firstName: 'John', lastName: 'Carter', emailAddress: 'john.carter@example.com' },
      ...order,
    },
  };
}

const SHIP_TO = {
  id: 'FUL-9001',
  orderId: 9001,
  status: 'processing' as const,
  shippingAddress1: '1200 Brickell Avenue',
  shippingAddress2: null,
  shippingCity: 'Miami',
  shippingState: 'FL',
  shippingZipcode: '33131',
  shippingCountry: 'US',
};

async function renderInvoice(url = '/Invoice?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL') {
  await renderWithProviders(<InvoicePage />, {
    url,
    store,
    loader: invoiceLoader,
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  store.set(tokenAtom, null);
});

describe('/Invoice', () => {
  it("needs an invoice id: 'Invoice ID not found' and back home", async () => {
    await renderInvoice('/Invoice');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
    expect(toastTexts()).toContain('Invoice ID not found');
  });

  it.each(['nope', 'inv_short', '12ab'])(
    "turns away an id that names no invoice (%s): 'Invoice ID not found', never sent (W-5)",
    async (invoiceId) => {
      await renderInvoice(`/Invoice?invoiceId=${invoiceId}`);
      expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
      expect(toastTexts()).toEqual(['Invoice ID not found']);
      expect(getInvoice).not.toHaveBeenCalled();
    },
  );

  it('goes home with the words of any error, toasted once', async () => {
    vi.mocked(getInvoice).mockResolvedValue({
      error: { status: 404, code: 'INVOICE_NOT_FOUND', message: 'No such invoice', fieldErrors: [] },
    });
    await renderInvoice();
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
    expect(toastTexts()).toEqual(['Invoice ID not found']);
  });

  it('toasts the error once where effects run twice (StrictMode, as the development site runs) (W-15)', async () => {
    vi.mocked(getInvoice).mockResolvedValue({
      error: { status: 404, code: 'INVOICE_NOT_FOUND', message: 'No such invoice', fieldErrors: [] },
    });
    await renderWithProviders(
      <StrictMode>
        <InvoicePage />
      </StrictMode>,
      { url: '/Invoice?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL', store, loader: invoiceLoader },
    );
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
    expect(toastTexts()).toEqual(['Invoice ID not found']);
  });

  it('builds a row per order item, the tax row from the shipping rate and the summed surcharge row', async () => {
    vi.mocked(getInvoice).mockResolvedValue({ data: invoice() });
    await renderInvoice();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQtyAmount',
      'Planpaygo 31 MO · 2 GB · 100 min · 100 sms1$3.00',
      'Add-on2GB Data2,048 MB1$5.00',
      'SIM cardpaygo 31$10.00',
      'Subtotal$13.00',
      'Shipping (charged as tax)$4.99',
      'Taxes and fees$0.43',
      'Total$18.42',
    ]);
    expect(getInvoice).toHaveBeenCalledWith(expect.anything(), {
      scope: 'public',
      id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
    });
  });

  it.each(['en', 'es'] as const)(
    'names each amount as the order summary does: its shipping in the tax row, its taxes and fees (%s, N-7)',
    async (locale) => {
      const intl = createIntl({ locale, messages: await loadMessages(locale) });
      const say = (id: string) => intl.formatMessage({ id });
      vi.mocked(getInvoice).mockResolvedValue({ data: invoice() });
      await renderWithProviders(<InvoicePage />, {
        url: '/Invoice?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
        store,
        loader: invoiceLoader,
        locale,
      });
      const table = await screen.findByRole('table');
      const terms = within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('th, td')?.textContent);
      expect(say('invoice.tax')).toContain(say('catalogue.fees.shipping'));
      expect(terms).toContain(say('invoice.tax'));
      expect(terms).toContain(say('catalogue.fees.surcharge'));
    },
  );

  it('has no tax row without a shipping rate and no surcharge row without surcharges', async () => {
    vi.mocked(getInvoice).mockResolvedValue({
      data: invoice({ shippingRate: null, orderSurcharges: [], total: 13 }),
    });
    await renderInvoice();
    await screen.findByRole('table');
    expect(screen.queryByText('Shipping (charged as tax)')).not.toBeInTheDocument();
    expect(screen.queryByText('Taxes and fees')).not.toBeInTheDocument();
  });

  it('names the billed-to person by first and last name (the known defect repeated the first name)', async () => {
    vi.mocked(getInvoice).mockResolvedValue({ data: invoice() });
    await renderInvoice();
    expect(await screen.findByText('John Carter')).toBeInTheDocument();
    expect(screen.queryByText('John John')).not.toBeInTheDocument();
  });

  it('shows a logged-in subscriber the ship-to of a purchase, read by the subscriber path', async () => {
    store.set(tokenAtom, liveToken);
    vi.mocked(getInvoice).mockResolvedValue({ data: invoice({}, SHIP_TO) });
    await renderInvoice('/Invoice?invoiceId=9001');
    expect(await screen.findByRole('heading', { name: 'Ship to' })).toBeInTheDocument();
    expect(screen.getByText('1200 Brickell Avenue')).toBeInTheDocument();
    expect(getInvoice).toHaveBeenCalledWith(expect.anything(), { scope: 'subscriber', id: 9001 });
  });

  it("opens a logged-in visitor's invoice of an order placed as a guest by its public id (W-15)", async () => {
    store.set(tokenAtom, liveToken);
    vi.mocked(getInvoice).mockImplementation(async (_client, lookup) =>
      lookup.scope === 'public'
        ? { data: invoice() }
        : {
            error: {
              status: 404,
              code: 'INVOICE_NOT_FOUND',
              message: 'Invoice ID not found',
              fieldErrors: [],
            },
          },
    );
    await renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ship to' })).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
    expect(getInvoice).toHaveBeenCalledWith(expect.anything(), {
      scope: 'public',
      id: 'inv_4kQ9zT2mX7bR1vN8cW3yH6jL',
    });
  });

  it('shows a logged-in subscriber the ship-to of their own purchase opened by its public id', async () => {
    store.set(tokenAtom, liveToken);
    vi.mocked(getInvoice).mockImplementation(async (_client, lookup) => ({
      data: lookup.scope === 'public' ? invoice() : invoice({}, SHIP_TO),
    }));
    await renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Ship to' })).toBeInTheDocument();
    expect(getInvoice).toHaveBeenCalledWith(expect.anything(), { scope: 'subscriber', id: 9001 });
  });

  it('shows no ship-to to a visitor', async () => {
    vi.mocked(getInvoice).mockResolvedValue({ data: invoice({}, SHIP_TO) });
    await renderInvoice();
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: 'Ship to' })).not.toBeInTheDocument();
  });

  it('exports the invoice sheet as a PNG named after it', async () => {
    vi.mocked(getInvoice).mockResolvedValue({ data: invoice() });
    vi.mocked(exportInvoice).mockResolvedValue();
    await renderInvoice();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export' }));
    expect(exportInvoice).toHaveBeenCalledWith(screen.getByTestId('invoice-sheet'), 'invoice-9001.png');
  });
});
