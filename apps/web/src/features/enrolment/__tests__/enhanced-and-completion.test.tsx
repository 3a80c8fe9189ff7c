import type { components } from '@carrier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getOrder } from '../../../lib/carrier/get-order';
import { tabletsAtom, tribalStatusConfirmedAtom } from '../../../lib/state/benefit';
import { tokenAtom } from '../../../lib/state/session';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { confirmTribalStatus } from '../api/confirm-tribal-status';
import { CompletedAcpPage, CompletedAcpView, completedAcpLoader } from '../pages/completed-acp-page';
import { EligibleView } from '../pages/eligible-page';
import { EnhancedServiceView } from '../pages/enhanced-service-page';
import { tribalBenefitAtom } from '../state/enrolment-state';
import { carrierFailure, seedApplicant } from './fixtures';

vi.mock('../api/confirm-tribal-status', () => ({ confirmTribalStatus: vi.fn() }));
// The real call, watched: which order ids reach the carrier.
vi.mock('../../../lib/carrier/get-order', async (original) => {
  const real = await original<typeof import('../../../lib/carrier/get-order')>();
  return { ...real, getOrder: vi.fn(real.getOrder) };
});
// The page files the held personal data on arrival (its own tests: enhanced-personal-data.test.tsx).
vi.mock('../api/submit-personal-data', () => ({ submitPersonalData: vi.fn() }));

type Plan = components['schemas']['Plan'];

beforeEach(() => {
  vi.resetAllMocks();
});

const tablet = {
  id: 1,
  name: 'Android Tablet 10.1',
  modelNumber: 'T10-LTE-32',
  brand: 'Vortex',
  haveSimCardSlot: true,
  isACPOnly: true,
  isActive: true,
  price: 10.01,
  marketValue: 129.99,
};
const plan = (
  id: number,
  name: string,
  type: Plan['type'],
  bandwidth: number | null,
  cost: number,
): Plan => ({
  id,
  name,
  type,
  bandwidth,
  callMinutes: null,
  sms: null,
  costPerMonth: cost,
});
const plans = [
  plan(1, 'ACP Free Plan', 'acp', 20480, 0),
  plan(2, 'Tribal Unlimited Plan', 'tribal', null, 0),
  plan(4, 'Essential 5', 'regular', 1024, 5),
  plan(5, 'Everyday 15', 'regular', 4096, 15),
];
/** A token whose expiry lies in 2100, so the session counts as logged in. */
const liveToken = `x.${btoa(JSON.stringify({ sub: '1', exp: 4102444800 }))}.y`;
const landedAt = async () => (await screen.findByTestId('landed-at')).textContent;

async function renderEnhanced(url = '/EnhancedService', device: typeof tablet | null = tablet) {
  const store = createStore();
  seedApplicant(store);
  await renderWithProviders(<EnhancedServiceView device={device} plans={plans} />, {
    url,
    path: '/EnhancedService',
    store,
  });
  return { store, user: userEvent.setup() };
}

describe('/EnhancedService', () => {
  it.each([
    [true, 'You qualified for Tribal benefits', 'success'],
    [false, "Sorry, you don't qualify for Tribal", 'failure'],
  ] as const)(
    'confirmation %s shows %j with the %s icon (the spec had them swapped)',
    async (confirmed, text, tone) => {
      vi.mocked(confirmTribalStatus).mockResolvedValue({
        data: { tribalStatusConfirmed: confirmed, latitude: null, longitude: null, coordinateSource: null },
      });
      const { store, user } = await renderEnhanced();
      await user.type(screen.getByLabelText(/^Tribal ID/), confirmed ? '402918337' : '402919999');
      await user.click(screen.getByRole('button', { name: 'Confirm Tribal Qualification' }));
      const result = (await screen.findByText(text)).closest('.enrolment-result') as HTMLElement;
      expect(result).toHaveAttribute('data-tone', tone);
      expect(result.querySelector('svg')).toHaveClass(`enrolment-result__icon--${tone}`);
      expect(store.get(tribalStatusConfirmedAtom)).toBe(String(confirmed));
      expect(vi.mocked(confirmTribalStatus).mock.calls[0]?.[1]).toMatchObject({
        applicationId: 'A24-000123',
        tribalId: confirmed ? '402918337' : '402919999',
      });
    },
  );

  it("needs a tribal number: 'Tribal number is mandatory'", async () => {
    const { user } = await renderEnhanced();
    await user.click(screen.getByRole('button', { name: 'Confirm Tribal Qualification' }));
    expect(await screen.findByText('Tribal number is mandatory')).toBeInTheDocument();
    expect(vi.mocked(confirmTribalStatus)).not.toHaveBeenCalled();
  });

  it("shows the carrier's refusal of a tribal id", async () => {
    vi.mocked(confirmTribalStatus).mockResolvedValue(
      carrierFailure(400, 'INVALID_TRIBAL_ID', 'The tribal ID could not be verified'),
    );
    const { user } = await renderEnhanced();
    await user.type(screen.getByLabelText(/^Tribal ID/), '000123');
    await user.click(screen.getByRole('button', { name: 'Confirm Tribal Qualification' }));
    expect(await screen.findByText('The tribal ID could not be verified')).toBeInTheDocument();
  });

  it('shows the plan from the catalogue and the applicant summary, N/A where a value is missing', async () => {
    await renderEnhanced();
    expect(screen.getByRole('heading', { name: 'ACP Free Plan' })).toBeInTheDocument();
    expect(screen.getByText('20 GB of 5G LTE data per month')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Your enhanced service summary' })
      .parentElement as HTMLElement;
    expect(within(summary).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(summary).getByText('350 Fifth Avenue, New York, NY 10118')).toBeInTheDocument();
    expect(within(summary).getByText('N/A')).toBeInTheDocument();
    const tribal = screen.getByRole('heading', { name: 'Tribal status' }).parentElement as HTMLElement;
    expect(within(tribal).getAllByText('N/A')).toHaveLength(4);
  });

  it('hides the summary for statusEnhance=1', async () => {
    await renderEnhanced('/EnhancedService?statusEnhance=1');
    expect(screen.queryByRole('heading', { name: 'Your enhanced service summary' })).toBeNull();
  });

  it('names a default tablet when the device record is missing', async () => {
    await renderEnhanced('/EnhancedService', null);
    expect(screen.getByRole('heading', { name: 'Android tablet' })).toBeInTheDocument();
    expect(screen.getAllByText('$10.01').length).toBeGreaterThan(0);
  });

  it("'Get this tablet' takes the tablet, hides the tribal block and offers the Tribal benefit", async () => {
    const { store, user } = await renderEnhanced();
    await user.click(screen.getByRole('button', { name: 'See Characteristics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tablet characteristics' });
    for (const value of ['Vortex', 'Android 10', '3GB RAM + 32GB ROM', '4500 mAh', '802.11 b/g/n 2.4G'])
      expect(within(dialog).getByText(value)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get this tablet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Live on Tribal lands?' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Include the tablet/ })).toBeChecked();
    expect(store.get(tabletsAtom)).toBe('Y');
    await user.click(screen.getByRole('checkbox', { name: /additional Tribal benefit/ }));
    expect(store.get(tribalBenefitAtom)).toBe('true');
  });

  it('unticking the tablet stores N', async () => {
    const { store, user } = await renderEnhanced();
    const include = screen.getByRole('checkbox', { name: /Include the tablet/ });
    await user.click(include);
    expect(store.get(tabletsAtom)).toBe('Y');
    await user.click(include);
    expect(store.get(tabletsAtom)).toBe('N');
  });

  it('back from logging in, the tablet chosen before is still chosen (W-2)', async () => {
    const store = createStore();
    seedApplicant(store);
    store.set(tabletsAtom, 'Y');
    store.set(tribalBenefitAtom, 'true');
    await renderWithProviders(<EnhancedServiceView device={tablet} plans={plans} />, {
      url: '/EnhancedService',
      store,
    });
    expect(await screen.findByRole('checkbox', { name: /Include the tablet/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /additional Tribal benefit/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Live on Tribal lands?' })).toBeNull();
  });

  it("'Enroll now' sends a visitor to log in with tribal=true", async () => {
    const { user } = await renderEnhanced();
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    expect(await landedAt()).toBe('/LogOrRegisterPage?tribal=true');
  });

  it("'Enroll now' takes a subscriber to the shipping form", async () => {
    const store = createStore();
    store.set(tokenAtom, liveToken);
    await renderWithProviders(<EnhancedServiceView device={tablet} plans={plans} />, {
      url: '/EnhancedService',
      store,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enroll now' }));
    expect(await landedAt()).toBe('/ConfirmAddress');
  });
});

describe('/Congratulation (the eligible page)', () => {
  async function renderEligible() {
    const store = createStore();
    await renderWithProviders(<EligibleView plans={plans} device={tablet} />, {
      url: '/Congratulation',
      store,
    });
    return { store, user: userEvent.setup() };
  }

  it("offers the catalogue's $15 plan and links the other plans to their summaries", async () => {
    await renderEligible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulation! You are qualified');
    expect(screen.getByRole('heading', { name: 'Everyday 15' })).toBeInTheDocument();
    expect(screen.getByText('4 GB of 5G LTE data per month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Essential 5 plan' })).toHaveAttribute(
      'href',
      '/SummaryPlanPage?numberPlan=4',
    );
  });

  it.each([
    [true, true, 'Y'],
    [true, false, 'N'],
    [false, false, 'N'],
  ])('tablet %s and no prior device %s store %s and go to /ConfirmAddress', async (take, confirm, stored) => {
    const { store, user } = await renderEligible();
    if (take) await user.click(screen.getByRole('checkbox', { name: /I want the tablet for \$10\.01/ }));
    if (confirm) await user.click(screen.getByRole('checkbox', { name: /not received a device/ }));
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    expect(await landedAt()).toBe('/ConfirmAddress');
    expect(store.get(tabletsAtom)).toBe(stored);
  });
});

describe('/CompletedACP', () => {
  const order: components['schemas']['Order'] = {
    id: 5130,
    publicId: 'ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ',
    type: 'device_copay',
    status: 'paid',
    fulfillmentId: 'FUL-5130',
    subTotal: 10.01,
    total: 10.01,
    shippingRate: null,
    orderItems: [],
    orderSurcharges: [],
    createdAt: '2025-03-01T14:31:09Z',
    customer: { firstName: 'Maria', lastName: 'Lopez', emailAddress: 'maria.lopez@example.com' },
  };

  it('shows the order and its fulfillment id', async () => {
    await renderWithProviders(<CompletedAcpView order={order} orderMissing={false} />, {
      url: '/CompletedACP?orderId=ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ&nladSubscriberId=NL00000AB&isEligibleForDevice=false',
      path: '/CompletedACP',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are enrolled!');
    expect(screen.getByText('FUL-5130')).toBeInTheDocument();
    expect(screen.getByText('ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ')).toBeInTheDocument();
    expect(screen.getByText('NL00000AB')).toBeInTheDocument();
  });

  it("without an NLAD subscriber id: 'NLAD subscriber ID not found' and home", async () => {
    await renderWithProviders(<CompletedAcpView order={null} orderMissing={false} />, {
      url: '/CompletedACP?orderId=ord_7hG2kP9xQ4mV1tZ8wB3nR6cJ',
      path: '/CompletedACP',
    });
    expect(await screen.findByText('NLAD subscriber ID not found')).toBeInTheDocument();
    expect(await landedAt()).toBe('/');
  });

  it("says 'Order not found' for an order the carrier does not know", async () => {
    await renderWithProviders(<CompletedAcpView order={null} orderMissing />, {
      url: '/CompletedACP?orderId=ord_000000000000000000000000&nladSubscriberId=NL00000AB',
      path: '/CompletedACP',
    });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it.each([
    ['en', 'We could not find this order', 'You are enrolled!'],
    ['es', 'No encontramos este pedido', '¡Ya está inscrito!'],
  ] as const)(
    'does not confirm an enrolment whose order the carrier does not know (%s, W-5)',
    async (locale, title, enrolled) => {
      vi.mocked(getOrder).mockResolvedValue(carrierFailure(404, 'ORDER_NOT_FOUND', 'Order not found'));
      await renderWithProviders(<CompletedAcpPage />, {
        url: '/CompletedACP?orderId=nope&nladSubscriberId=X',
        path: '/CompletedACP',
        loader: completedAcpLoader,
        locale,
      });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.queryByText(enrolled)).not.toBeInTheDocument();
      expect(screen.queryByText('X')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/CompletedACP?nladSubscriberId=NL00000AB&isEligibleForDevice=true', 'NL00000AB'],
    ['/CompletedACP?nladSubscriberId=NL00000AB&orderId=', 'NL00000AB'],
    ['/CompletedACP?nladSubscriberId=NL00000AB&orderId=undefined', 'NL00000AB'],
    ['/CompletedACP?nladSubscriberId=NL00000AB&orderId=null', 'NL00000AB'],
  ])(
    "without an orderId, %s says 'Order not found' once and still shows the enrolment (W-11)",
    async (url, id) => {
      await renderWithProviders(<CompletedAcpPage />, {
        url,
        path: '/CompletedACP',
        loader: completedAcpLoader,
      });
      expect(await screen.findByText('Order not found')).toBeInTheDocument();
      expect(toastTexts().filter((text) => text === 'Order not found')).toHaveLength(1);
      expect(screen.getByText(id)).toBeInTheDocument();
      expect(vi.mocked(getOrder)).not.toHaveBeenCalled();
    },
  );

  it("with neither id: 'Order not found', 'NLAD subscriber ID not found' and home (W-11)", async () => {
    await renderWithProviders(<CompletedAcpPage />, {
      url: '/CompletedACP',
      path: '/CompletedACP',
      loader: completedAcpLoader,
    });
    expect(await landedAt()).toBe('/');
    expect(toastTexts()).toEqual(expect.arrayContaining(['Order not found', 'NLAD subscriber ID not found']));
  });

  it('offers the device choice to an applicant eligible for one who ordered nothing', async () => {
    await renderWithProviders(<CompletedAcpView order={null} orderMissing={false} />, {
      url: '/CompletedACP?nladSubscriberId=NL00000AB&isEligibleForDevice=true',
      path: '/CompletedACP',
    });
    expect(screen.getByRole('link', { name: 'Choose your device' })).toHaveAttribute(
      'href',
      '/EnrollDevices?id=NL00000AB',
    );
  });
});
