import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedCartAtom } from '../../../lib/saved-cart';
import { tokenAtom, userDataAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { getPayment, type Payment } from '../api/get-payment';
import { PaymentPage, paymentLoader } from '../pages/payment-page';

vi.mock('../api/get-payment', () => ({ getPayment: vi.fn() }));

const liveToken = `x.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))}.y`;

const payment = (
  status: Payment['status'],
  type: Payment['order']['type'] = 'purchase',
  balance?: number,
): Payment => ({
  id: 7001,
  publicId: 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL',
  status,
  amount: 18.42,
  ...(balance === undefined ? {} : { balance }),
  order: {
    id: 9001,
    publicId: 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL',
    type,
    fulfillmentId: type === 'purchase' ? 'FUL-9001' : null,
  },
  // The carrier names the invoice once the card is charged; its number is not the order's.
  ...(status === 'succeeded' ? { invoice: { id: 4410, publicId: 'inv_Q2w8Er4tY6uI0oP1aS3dF5gH' } } : {}),
});

async function renderPayment(url = '/PaymentPage?paymentId=pay_4kQ9zT2mX7bR1vN8cW3yH6jL') {
  await renderWithProviders(<PaymentPage />, {
    url,
    store,
    loader: paymentLoader,
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  store.set(tokenAtom, null);
  store.set(userDataAtom, null);
  store.set(savedCartAtom, null);
});

describe('/PaymentPage', () => {
  it("needs a payment id: 'Payment ID not found' and back home", async () => {
    await renderPayment('/PaymentPage');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
    expect(toastTexts()).toContain('Payment ID not found');
    expect(getPayment).not.toHaveBeenCalled();
  });

  it.each([
    { status: 'succeeded', title: 'Payment Successful!' },
    { status: 'processing', title: 'Payment Successful!' },
    { status: 'pending', title: 'Payment Pending' },
    { status: 'failed', title: 'Payment Failed!' },
    { status: 'canceled', title: 'Payment Failed!' },
  ] as const)(
    'shows a $status purchase as $title with its order and fulfillment ids',
    async ({ status, title }) => {
      vi.mocked(getPayment).mockResolvedValue({ data: payment(status) });
      await renderPayment();
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('9001')).toBeInTheDocument();
      expect(screen.getByText('FUL-9001')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      // W-16: the status check is of this order (DESIGN.md), by its public id.
      expect(screen.getByRole('link', { name: 'Check Order Status' })).toHaveAttribute(
        'href',
        '/CheckACPPage?orderId=ord_4kQ9zT2mX7bR1vN8cW3yH6jL',
      );
      expect(getPayment).toHaveBeenCalledWith(expect.anything(), 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL');
    },
  );

  it.each([
    ['purchase', /SIM cards ship within two business days/],
    ['addon_purchase', /activate it on Activate Now/],
    ['top_up', /added to your balance/],
    ['device_copay', /device ships within two business days/],
    ['renewal', /plan is renewed/],
  ] as const)(
    'says what comes next for a paid %s, and only SIM purchases ship SIM cards (W-10)',
    async (type, lead) => {
      vi.mocked(getPayment).mockResolvedValue({ data: payment('succeeded', type, 20) });
      await renderPayment();
      expect(await screen.findByText(lead)).toBeInTheDocument();
      if (type !== 'purchase') expect(screen.queryByText(/SIM cards ship/)).toBeNull();
    },
  );

  it("links a visitor's succeeded purchase to its invoice by the invoice's public id", async () => {
    vi.mocked(getPayment).mockResolvedValue({ data: payment('succeeded') });
    await renderPayment();
    expect(await screen.findByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/Invoice?invoiceId=inv_Q2w8Er4tY6uI0oP1aS3dF5gH',
    );
  });

  it.each([
    { status: 'pending', title: 'Payment Pending' },
    { status: 'processing', title: 'Payment Pending' },
    { status: 'succeeded', title: 'Payment Received Successfully' },
  ] as const)(
    'shows a $status top-up as $title with the balance, and no status check',
    async ({ status, title }) => {
      vi.mocked(getPayment).mockResolvedValue({ data: payment(status, 'top_up', 22.5) });
      await renderPayment();
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('$22.50')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Check Order Status' })).not.toBeInTheDocument();
    },
  );

  it('offers a logged-in subscriber the account dashboard with token and role', async () => {
    store.set(tokenAtom, liveToken);
    store.set(userDataAtom, { email: 'john.carter@example.com', role: 'subscriber', roleCode: 3 });
    vi.mocked(getPayment).mockResolvedValue({ data: payment('succeeded') });
    await renderPayment();
    const dashboard = await screen.findByRole('link', { name: 'Back to Account Dashboard' });
    expect(dashboard.getAttribute('href')).toContain(`token=${encodeURIComponent(liveToken)}`);
    expect(dashboard.getAttribute('href')).toContain('role=3');
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    // W-15: the order may have been placed as a guest; only its public id opens it on both paths.
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/Invoice?invoiceId=inv_Q2w8Er4tY6uI0oP1aS3dF5gH',
    );
  });

  const CART = {
    paymentId: 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL',
    path: '/SummaryPlanPage?plan=3&price=1&addon=22',
    delivery: { emailAddress: 'maria.lopez@example.com', shippingCity: 'Miami' },
  };

  it.each(['failed', 'canceled'] as const)(
    'leads a %s payment back to the cart this tab sent to the checkout (W-14)',
    async (status) => {
      store.set(savedCartAtom, CART);
      vi.mocked(getPayment).mockResolvedValue({ data: payment(status) });
      await renderPayment();
      expect(await screen.findByRole('link', { name: 'Back to your order' })).toHaveAttribute(
        'href',
        CART.path,
      );
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(store.get(savedCartAtom)).toEqual(CART);
    },
  );

  it("offers no way back to another payment's cart", async () => {
    store.set(savedCartAtom, { ...CART, paymentId: 'pay_000000000000000000000000' });
    vi.mocked(getPayment).mockResolvedValue({ data: payment('failed') });
    await renderPayment();
    await screen.findByRole('heading', { name: 'Payment Failed!' });
    expect(screen.queryByRole('link', { name: 'Back to your order' })).not.toBeInTheDocument();
  });

  it('forgets the cart once its payment has succeeded', async () => {
    store.set(savedCartAtom, CART);
    vi.mocked(getPayment).mockResolvedValue({ data: payment('succeeded') });
    await renderPayment();
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await waitFor(() => expect(store.get(savedCartAtom)).toBeNull());
    expect(screen.queryByRole('link', { name: 'Back to your order' })).not.toBeInTheDocument();
  });

  it.each(['PAYMENT_NOT_FOUND', 'FIELD_VALIDATION_FAILED'])(
    "an unknown or malformed payment id (%s): 'Payment ID not found' once, back home (W-5)",
    async (code) => {
      vi.mocked(getPayment).mockResolvedValue({
        error: { status: 404, code, message: 'No such payment', fieldErrors: [] },
      });
      await renderPayment();
      expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
      expect(toastTexts()).toEqual(['Payment ID not found']);
    },
  );

  it('words any other failure by its code, with a way home', async () => {
    vi.mocked(getPayment).mockResolvedValue({
      error: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Boom', fieldErrors: [] },
    });
    await renderPayment();
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
