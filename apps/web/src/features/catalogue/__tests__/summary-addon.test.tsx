import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { savedCartAtom } from '../../../lib/saved-cart';
import { tokenAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { priceAddOns } from '../api/price-add-ons';
import { purchaseAddOns } from '../api/purchase-add-ons';
import { SummaryAddonPage, summaryAddonLoader } from '../pages/summary-addon-page';
import { addons, johnProfile, liveToken } from './fixtures';

vi.mock('../../../lib/carrier/list-add-on-plans', () => ({ listAddOnPlans: vi.fn() }));
vi.mock('../api/price-add-ons', () => ({ priceAddOns: vi.fn() }));
vi.mock('../api/purchase-add-ons', () => ({ purchaseAddOns: vi.fn() }));

const QUOTE = {
  items: [
    { name: '2GB Data', price: 5, quantity: 1 },
    { name: 'Surcharge (Regulatory recovery fee, 2.5%)', price: 0.13, quantity: 1 },
    { name: 'Surcharge (Florida 911 fee, 0.8%)', price: 0.04, quantity: 1 },
  ],
  total: 5.17,
  message: 'Price calculated',
};
const loadProfile = vi.fn();

async function renderSummary(url: string) {
  await renderWithProviders(<span />, {
    url,
    path: '/unused',
    store,
    otherRoutes: [
      { path: '/SummaryAddonPage', loader: summaryAddonLoader(loadProfile), Component: SummaryAddonPage },
    ],
  });
}

beforeEach(() => {
  vi.resetAllMocks();
  store.set(tokenAtom, null);
  store.set(savedCartAtom, null);
  vi.mocked(listAddOnPlans).mockResolvedValue({ data: addons });
  vi.mocked(priceAddOns).mockResolvedValue({ data: QUOTE });
});

describe('/SummaryAddonPage', () => {
  it.each([
    { url: '/SummaryAddonPage', toast: 'Add-on ID not found' },
    { url: '/SummaryAddonPage?addon=999', toast: 'Add-on not found' },
    { url: '/SummaryAddonPage?addon=30', toast: 'Add-on not found' },
  ])('sends $url back to the $3 page with $toast', async ({ url, toast }) => {
    await renderSummary(url);
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ThreeDollarMonPage');
    expect(toastTexts()).toContain(toast);
  });

  it("asks a guest's e-mail and the US zip, quotes the add-on with its surcharges, and links the other add-ons", async () => {
    await renderSummary('/SummaryAddonPage?addon=21');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: '2GB Data' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'See Other Add-ons' })).toHaveAttribute(
      'href',
      '/ThreeDollarMonPage#addons',
    );
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(priceAddOns).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@');
    expect(screen.getByText('Email Invalid')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '331');
    expect(screen.getByText('ZipCode should be 5 digits')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '31');
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('$5.17'));
    expect(screen.getByText('$0.17')).toBeInTheDocument();
    expect(priceAddOns).toHaveBeenCalledWith(
      expect.anything(),
      { addOnPlanIds: [21], zipCode: '33131' },
      false,
    );
  });

  it("prefills a subscriber's zip, asks no e-mail and buys by the subscriber path", async () => {
    store.set(tokenAtom, liveToken);
    loadProfile.mockResolvedValue({ data: johnProfile });
    vi.mocked(purchaseAddOns).mockResolvedValue({
      data: {
        url: 'http://127.0.0.1:4010/checkout/cs_9',
        orderId: 1,
        paymentId: 2,
        publicOrderId: 'ord_1',
        publicPaymentId: 'pay_2',
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderSummary('/SummaryAddonPage?addon=21');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^Zip code/ })).toHaveValue('33131');
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4010/checkout/cs_9'));
    expect(purchaseAddOns).toHaveBeenCalledWith(expect.anything(), {
      loggedIn: true,
      body: { addOnPlanIds: [21], zipCode: '33131', paymentGateway: 'stripe' },
    });
    // W-14: the cart as it went to the checkout, for the way back from a declined or canceled payment.
    expect(store.get(savedCartAtom)).toEqual({
      paymentId: 'pay_2',
      path: '/SummaryAddonPage?addon=21',
      delivery: { emailAddress: '', country: 'US', zipCode: '33131' },
    });
    assign.mockRestore();
  });

  it('starts from the cart this tab sent to the checkout when it comes back to it (W-14)', async () => {
    store.set(savedCartAtom, {
      paymentId: 'pay_2',
      path: '/SummaryAddonPage?addon=21',
      delivery: { emailAddress: 'maria.lopez@example.com', country: 'US', zipCode: '78701' },
    });
    await renderSummary('/SummaryAddonPage?addon=21');
    expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toHaveValue('maria.lopez@example.com');
    expect(screen.getByRole('textbox', { name: /^Zip code/ })).toHaveValue('78701');
  });
});
