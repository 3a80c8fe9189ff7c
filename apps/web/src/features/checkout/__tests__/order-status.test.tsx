import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getOrder, type Order } from '../../../lib/carrier/get-order';
import { renderWithProviders } from '../../../testing/render';
import { OrderStatusPage, orderStatusLoader } from '../pages/order-status-page';

vi.mock('../../../lib/carrier/get-order', () => ({ getOrder: vi.fn() }));

const ORDER_ID = 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL';

const order: Order = {
  id: 9001,
  publicId: ORDER_ID,
  type: 'purchase',
  status: 'paid',
  fulfillmentId: 'FUL-9001',
  subTotal: 18,
  total: 23.42,
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
        plan: { name: 'paygo 3', bandwidth: 100, callMinutes: 100, sms: 100 },
      },
    },
    {
      id: 2,
      type: 'addon_plan',
      quantity: 1,
      total: 5,
      addOnPlan: { name: '5GB Data', bandwidth: 5120, callMinutes: 0, sms: 0 },
    },
    { id: 3, type: 'sim', quantity: 1, total: 10, sim: { planName: 'paygo 3' } },
  ],
  orderSurcharges: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  customer: { firstName: null, lastName: null, emailAddress: 'guest@example.com' },
};

/** The value a fact list gives a term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

async function renderStatus(url: string, locale: 'en' | 'es' = 'en') {
  await renderWithProviders(<OrderStatusPage />, { url, locale, loader: orderStatusLoader });
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('/CheckACPPage?orderId= (W-16)', () => {
  it('shows the order: what was bought, its payment and its fulfillment id', async () => {
    vi.mocked(getOrder).mockResolvedValue({ data: order });
    await renderStatus(`/CheckACPPage?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order status' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith(expect.anything(), ORDER_ID);
    expect(fact('Payment')).toHaveTextContent('Paid');
    expect(fact('Order ID')).toHaveTextContent('9001');
    expect(fact('Fulfillment ID')).toHaveTextContent('FUL-9001');
    expect(fact('Total')).toHaveTextContent('$23.42');
    const items = within(screen.getByRole('table', { name: 'What you bought' })).getAllByRole('row');
    expect(items.map((row) => row.textContent)).toEqual([
      'ItemQtyAmount',
      'Planpaygo 31 MO1$3.00',
      'Add-on5GB Data1$5.00',
      'SIM cardpaygo 31$10.00',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Spanish on the Spanish site', async () => {
    vi.mocked(getOrder).mockResolvedValue({ data: { ...order, status: 'failed' } });
    await renderStatus(`/CheckACPPage?orderId=${ORDER_ID}`, 'es');
    expect(await screen.findByRole('heading', { name: 'Estado del pedido' })).toBeInTheDocument();
    expect(fact('Pago')).toHaveTextContent('Pago fallido');
    expect(fact('Total')).toHaveTextContent('$23.42');
  });

  it.each(['ORDER_NOT_FOUND', 'FIELD_VALIDATION_FAILED'])(
    "an unknown or malformed order id (%s) is 'Order not found', with a way home",
    async (code) => {
      vi.mocked(getOrder).mockResolvedValue({
        error: { status: code === 'ORDER_NOT_FOUND' ? 404 : 400, code, message: 'x', fieldErrors: [] },
      });
      await renderStatus('/CheckACPPage?orderId=ord_000000000000000000000000');
      expect(await screen.findByText('Order not found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    },
  );

  it.each(['%20', 'undefined', 'NaN'])(
    "an order id of %j is 'Order not found' without asking the carrier",
    async (id) => {
      await renderStatus(`/CheckACPPage?orderId=${id}`);
      expect(await screen.findByText('Order not found')).toBeInTheDocument();
      expect(getOrder).not.toHaveBeenCalled();
    },
  );

  it('words any other failure by its code', async () => {
    vi.mocked(getOrder).mockResolvedValue({
      error: { status: 0, code: 'TIMEOUT', message: 'Endpoint request timed out', fieldErrors: [] },
    });
    await renderStatus(`/CheckACPPage?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Endpoint request timed out')).toBeInTheDocument();
  });
});
