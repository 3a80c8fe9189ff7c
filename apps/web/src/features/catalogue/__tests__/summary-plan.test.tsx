import type { ApiError } from '@carrier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { savedCartAtom } from '../../../lib/saved-cart';
import { tokenAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { getPlan } from '../api/get-plan';
import { listPlanPricings } from '../api/list-plan-pricings';
import { priceSim } from '../api/price-sim';
import { purchaseSim } from '../api/purchase-sim';
import { SummaryPlanPage, summaryPlanLoader } from '../pages/summary-plan-page';
import { addons, johnProfile, liveToken, paygo, pricings } from './fixtures';

vi.mock('../api/get-plan', () => ({ getPlan: vi.fn() }));
vi.mock('../api/list-plan-pricings', () => ({ listPlanPricings: vi.fn() }));
vi.mock('../api/price-sim', () => ({ priceSim: vi.fn() }));
vi.mock('../api/purchase-sim', () => ({ purchaseSim: vi.fn() }));
vi.mock('../../../lib/carrier/list-add-on-plans', () => ({ listAddOnPlans: vi.fn() }));

const QUOTE = {
  items: [
    { name: 'paygo 3 - 1 MO', price: 3, quantity: 1 },
    { name: 'Sim', price: 10, quantity: 1 },
    { name: 'Shipping', price: 4.99, quantity: 1 },
    { name: 'Surcharge (Regulatory recovery fee, 2.5%)', price: 0.33, quantity: 1 },
    { name: 'Surcharge (Florida 911 fee, 0.8%)', price: 0.1, quantity: 1 },
  ],
  total: 18.42,
  message: 'Price calculated',
};
const failure = (
  status: number,
  code: string,
  message: string,
  fieldErrors: ApiError['fieldErrors'] = [],
) => ({
  error: { status, code, message, fieldErrors } satisfies ApiError,
});
const loadProfile = vi.fn();

async function renderSummary(url = '/SummaryPlanPage?plan=3&price=1') {
  const view = await renderWithProviders(<SummaryPlanPage />, {
    url,
    store,
    loader: summaryPlanLoader(loadProfile),
  });
  // The loader runs first; on a busy machine that takes a moment.
  if (url.includes('plan=')) await screen.findByRole('heading', { name: 'Your order' });
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Fills a field by pasting, one change: where what is tested is the order, not what the form says as each key
 * is typed (the tests of that type key by key), and typing cost a re-render of the page per character.
 */
async function paste(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillAddress(user: User, zip = '33131') {
  await paste(user, screen.getByRole('textbox', { name: /^City/ }), 'Miami');
  await paste(user, screen.getByRole('textbox', { name: /^Zip code/ }), zip);
  await user.tab();
  await paste(user, screen.getByRole('textbox', { name: /^Shipping address 1/ }), '1200 Brickell Avenue');
}

beforeEach(() => {
  vi.resetAllMocks();
  store.set(tokenAtom, null);
  store.set(savedCartAtom, null);
  vi.mocked(getPlan).mockResolvedValue({ data: paygo });
  vi.mocked(listPlanPricings).mockResolvedValue({ data: pricings });
  vi.mocked(priceSim).mockResolvedValue({ data: QUOTE });
  vi.mocked(listAddOnPlans).mockResolvedValue({ data: addons });
});
afterEach(() => store.set(tokenAtom, null));

describe('/SummaryPlanPage', () => {
  it("needs a plan: 'Plan ID not found' and back to /OwnPlanPage", async () => {
    await renderSummary('/SummaryPlanPage');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/OwnPlanPage');
    expect(toastTexts()).toContain('Plan ID not found');
  });

  it.each([
    ['a malformed plan, never asked of the carrier', '/SummaryPlanPage?plan=abc'],
    ['a plan the carrier does not know', '/SummaryPlanPage?plan=999'],
  ])("%s: 'Plan ID not found' once and back to /OwnPlanPage (W-5)", async (_case, url) => {
    vi.mocked(getPlan).mockResolvedValue(failure(404, 'PLAN_NOT_FOUND', 'Plan ID not found'));
    vi.mocked(listPlanPricings).mockResolvedValue(failure(404, 'PLAN_NOT_FOUND', 'Plan ID not found'));
    await renderWithProviders(<SummaryPlanPage />, { url, store, loader: summaryPlanLoader(loadProfile) });
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/OwnPlanPage');
    expect(toastTexts()).toEqual(['Plan ID not found']);
    if (url.endsWith('abc')) expect(getPlan).not.toHaveBeenCalled();
  });

  it('shows every message of the delivery form after Buy now, and keeps what was typed', async () => {
    vi.mocked(priceSim).mockResolvedValue({ data: QUOTE });
    await renderSummary();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '331');
    await user.type(screen.getByRole('textbox', { name: /^Shipping address 1/ }), 'X');
    expect(screen.getByText('Email Invalid')).toBeInTheDocument();
    expect(screen.getByText('ZipCode should be 5 digits')).toBeInTheDocument();
    expect(screen.getByText('Shipping Address Invalid')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Zip code/ }));
    expect(screen.getByText('ZipCode is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Shipping address 1/ })).toHaveValue('X');
  });

  it('quotes the order once the US zip is filled, shows the fee lines, and clears the quote when the zip is not', async () => {
    await renderSummary();
    const user = userEvent.setup();
    await screen.findByText('Pay as you go $3.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('—');
    expect(priceSim).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '33131');
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('$18.42'));
    expect(priceSim).toHaveBeenCalledWith(
      expect.anything(),
      { shippingCountry: 'US', shippingZipcode: '33131', planPricingIds: [1], addOnPlanIds: [] },
      false,
    );
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByText('$0.43')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /12 MO/ }));
    await waitFor(() =>
      expect(priceSim).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ planPricingIds: [3] }),
        false,
      ),
    );

    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '{Backspace}');
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('—'));
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('fills the state from the zip when the zip field loses focus', async () => {
    await renderSummary();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Zip code/ }), '33131');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Florida (FL)'));
  });

  it('shows SHIPPING_RATE_NOT_FOUND as the carrier words it and keeps Buy now disabled', async () => {
    vi.mocked(priceSim).mockResolvedValue(
      failure(404, 'SHIPPING_RATE_NOT_FOUND', 'Shipping rate not found for this country'),
    );
    await renderSummary();
    await userEvent.setup().type(await screen.findByRole('textbox', { name: /^Zip code/ }), '33131');
    expect(await screen.findByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByRole('alert')).toHaveTextContent('Shipping rate not found for this country');
    expect(toastTexts()).toContain('Shipping rate not found for this country');
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    // The address is there: the carrier's words say why there is no total, not a request for the address (N-9).
    expect(screen.queryByText('Enter where we ship to see your total.')).not.toBeInTheDocument();
  });

  it('asks a guest to log in or go on, then sends the browser to the checkout', async () => {
    vi.mocked(purchaseSim).mockResolvedValue({
      data: {
        url: 'http://127.0.0.1:4010/checkout/cs_1',
        orderId: 1,
        paymentId: 2,
        publicOrderId: 'ord_1',
        publicPaymentId: 'pay_2',
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderSummary();
    const user = userEvent.setup();
    await paste(user, await screen.findByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
    await fillAddress(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you have an account?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4010/checkout/cs_1'));
    expect(purchaseSim).toHaveBeenCalledWith(expect.anything(), {
      loggedIn: false,
      body: expect.objectContaining({
        emailAddress: 'maria.lopez@example.com',
        shippingState: 'FL',
        shippingCity: 'Miami',
        paymentGateway: 'stripe',
        planPricingIds: [1],
      }),
    });
    assign.mockRestore();
  });

  it('keeps the add-on picked on the $3 page: named in the order, quoted and bought with the plan (W-3)', async () => {
    vi.mocked(purchaseSim).mockResolvedValue({
      data: {
        url: 'http://127.0.0.1:4010/checkout/cs_1',
        orderId: 1,
        paymentId: 2,
        publicOrderId: 'ord_1',
        publicPaymentId: 'pay_2',
      },
    });
    vi.mocked(priceSim).mockResolvedValue({
      data: {
        items: [...QUOTE.items, { name: '5GB Data', price: 6, quantity: 1 }],
        total: 24.42,
        message: QUOTE.message,
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderSummary('/SummaryPlanPage?plan=3&price=1&addon=22');
    expect(screen.getByText('With the add-on: 5GB Data')).toBeInTheDocument();
    const user = userEvent.setup();
    await paste(user, await screen.findByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
    await fillAddress(user);
    await waitFor(() =>
      expect(priceSim).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ addOnPlanIds: [22], planPricingIds: [1] }),
        false,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('$24.42'));
    // One line for the plan and its add-on, not "× 2".
    expect(screen.getByText('Pay as you go $3.00 · 1 MO + 5GB Data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(purchaseSim).toHaveBeenCalledWith(expect.anything(), {
      loggedIn: false,
      body: expect.objectContaining({ planPricingIds: [1], addOnPlanIds: [22] }),
    });
    assign.mockRestore();
  });

  it('keeps the cart it sends to the checkout: the page with plan, price and add-on, the delivery form, the payment (W-14)', async () => {
    vi.mocked(purchaseSim).mockResolvedValue({
      data: {
        url: 'http://127.0.0.1:4010/checkout/cs_1',
        orderId: 1,
        paymentId: 2,
        publicOrderId: 'ord_1',
        publicPaymentId: 'pay_2',
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderSummary('/SummaryPlanPage?plan=3&addon=22');
    const user = userEvent.setup();
    await paste(user, await screen.findByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
    await fillAddress(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.get(savedCartAtom)).toEqual({
      paymentId: 'pay_2',
      path: '/SummaryPlanPage?plan=3&price=1&addon=22',
      delivery: {
        emailAddress: 'maria.lopez@example.com',
        shippingCountry: 'US',
        shippingState: 'FL',
        shippingCity: 'Miami',
        shippingZipcode: '33131',
        shippingAddress1: '1200 Brickell Avenue',
        shippingAddress2: '',
      },
    });
    assign.mockRestore();
  });

  it('comes back from a declined payment with the cart as it was sent (W-14)', async () => {
    store.set(savedCartAtom, {
      paymentId: 'pay_2',
      path: '/SummaryPlanPage?plan=3&price=1&addon=22',
      delivery: {
        emailAddress: 'maria.lopez@example.com',
        shippingCountry: 'US',
        shippingState: 'FL',
        shippingCity: 'Miami',
        shippingZipcode: '33131',
        shippingAddress1: '1200 Brickell Avenue',
        shippingAddress2: 'Apt 4',
      },
    });
    await renderSummary('/SummaryPlanPage?plan=3&price=1&addon=22');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('maria.lopez@example.com');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Miami');
    expect(screen.getByRole('textbox', { name: /^Shipping address 2/ })).toHaveValue('Apt 4');
    await waitFor(() =>
      expect(priceSim).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ addOnPlanIds: [22], planPricingIds: [1], shippingZipcode: '33131' }),
        false,
      ),
    );
  });

  it("the guest modal's 'Log in' asks the login to come back to this cart (W-2)", async () => {
    await renderSummary('/SummaryPlanPage?plan=3&price=1&addon=22');
    const user = userEvent.setup();
    await paste(user, await screen.findByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
    await fillAddress(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you have an account?' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/LogOrRegisterPage?register=false&returnTo=${encodeURIComponent('/SummaryPlanPage?plan=3&price=1&addon=22')}`,
    );
  });

  it("an add-on id no add-on has: 'Add-on not found', back to the $3 page", async () => {
    await renderWithProviders(<SummaryPlanPage />, {
      url: '/SummaryPlanPage?plan=3&price=1&addon=999',
      store,
      loader: summaryPlanLoader(loadProfile),
    });
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ThreeDollarMonPage');
    expect(toastTexts()).toContain('Add-on not found');
  });

  it('puts FIELD_VALIDATION_FAILED of the purchase on its field', async () => {
    vi.mocked(purchaseSim).mockResolvedValue(
      failure(400, 'FIELD_VALIDATION_FAILED', 'Validation failed', [
        { field: 'shippingAddress1', message: 'Shipping Address Invalid' },
      ]),
    );
    await renderSummary();
    const user = userEvent.setup();
    await paste(user, await screen.findByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
    await fillAddress(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    const address = screen.getByRole('textbox', { name: /^Shipping address 1/ });
    await waitFor(() => expect(address).toHaveAccessibleDescription('Shipping Address Invalid'));
    expect(address).toHaveValue('1200 Brickell Avenue');
    expect(toastTexts()).toEqual(['Please check the information you entered']);
    expect(screen.queryByText(/Validation failed|shippingAddress1/)).not.toBeInTheDocument();
  });

  it("prefills a subscriber's address, asks no e-mail and buys by the subscriber path", async () => {
    store.set(tokenAtom, liveToken);
    loadProfile.mockResolvedValue({ data: johnProfile });
    vi.mocked(purchaseSim).mockResolvedValue({
      error: { status: 0, code: 'NETWORK_ERROR', message: 'fetch failed', fieldErrors: [] },
    });
    await renderSummary();
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('Miami');
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
    await waitFor(() => expect(priceSim).toHaveBeenCalledWith(expect.anything(), expect.anything(), true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() =>
      expect(purchaseSim).toHaveBeenCalledWith(expect.anything(), {
        loggedIn: true,
        body: expect.not.objectContaining({ emailAddress: expect.anything() }),
      }),
    );
    await waitFor(() =>
      expect(toastTexts()).toContain('We could not reach the server. Check your connection and try again'),
    );
    expect(toastTexts()).not.toContain('fetch failed');
  });
});
