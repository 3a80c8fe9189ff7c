import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { getRenewal, type Renewal } from '../api/get-renewal';
import { payRenewal } from '../api/pay-renewal';
import { RenewPage, renewLoader } from '../pages/renew-page';

vi.mock('../api/get-renewal', () => ({ getRenewal: vi.fn() }));
vi.mock('../api/pay-renewal', () => ({ payRenewal: vi.fn() }));

const UUID = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const renewal = (status: Renewal['status']): Renewal => ({
  uuid: UUID,
  planName: 'Everyday 15',
  amount: 15,
  dueDate: '2026-11-26',
  status,
});

async function renderRenew(uuid = UUID, locale: 'en' | 'es' = 'en') {
  await renderWithProviders(<span />, {
    locale,
    url: `/public/renew/${uuid}`,
    path: '/unused',
    otherRoutes: [{ path: '/public/renew/:uuid', loader: renewLoader, Component: RenewPage }],
  });
}

beforeEach(() => vi.resetAllMocks());

describe('/public/renew/:uuid', () => {
  it('shows what is due and pays it through the hosted checkout', async () => {
    vi.mocked(getRenewal).mockResolvedValue({ data: renewal('due') });
    vi.mocked(payRenewal).mockResolvedValue({
      data: {
        url: 'http://127.0.0.1:4010/checkout/cs_7',
        orderId: 1,
        paymentId: 2,
        publicOrderId: 'ord_1',
        publicPaymentId: 'pay_2',
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderRenew();
    expect(await screen.findByRole('heading', { name: 'Everyday 15' })).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('November 26, 2026')).toBeInTheDocument();
    expect(getRenewal).toHaveBeenCalledWith(expect.anything(), UUID);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4010/checkout/cs_7'));
    assign.mockRestore();
  });

  it.each([
    { status: 'paid', text: 'This renewal is paid. Thank you, your line stays active.' },
    {
      status: 'expired',
      text: 'This renewal link has expired. Please contact customer support to reactivate your line.',
    },
  ] as const)('offers no payment for a $status renewal', async ({ status, text }) => {
    vi.mocked(getRenewal).mockResolvedValue({ data: renewal(status) });
    await renderRenew();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('words a refused payment by its code', async () => {
    vi.mocked(getRenewal).mockResolvedValue({ data: renewal('due') });
    vi.mocked(payRenewal).mockResolvedValue({
      error: {
        status: 409,
        code: 'RENEWAL_ALREADY_PAID',
        message: 'Paid before',
        fieldErrors: [],
      },
    });
    await renderRenew();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This renewal has already been paid')).toBeInTheDocument();
  });

  it.each([
    { uuid: 'undefined', locale: 'en', text: 'Renewal not found', home: 'Back to Home' },
    { uuid: 'NaN', locale: 'es', text: 'No se encontró la renovación', home: 'Volver al inicio' },
    { uuid: '3f1c2b7e-not-a-uuid', locale: 'en', text: 'Renewal not found', home: 'Back to Home' },
  ] as const)(
    'says a link with $uuid for a uuid names no renewal, in $locale, without asking the carrier',
    async ({ uuid, locale, text, home }) => {
      await renderRenew(uuid, locale);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      expect(getRenewal).not.toHaveBeenCalled();
    },
  );
});
