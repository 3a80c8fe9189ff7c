import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationIdAtom, tabletsAtom } from '../../../lib/state/benefit';
import { resellerCodeAtom } from '../../../lib/state/preferences';
import { tokenAtom } from '../../../lib/state/session';
import { renderWithProviders } from '../../../testing/render';
import { enrollNlad } from '../api/enroll-nlad';
import { transferNlad } from '../api/transfer-nlad';
import { ConfirmAddressView } from '../pages/confirm-address-page';
import { savedShippingAtom, tribalBenefitAtom } from '../state/enrolment-state';
import { carrierFailure, ENROLLED, SAVED_SHIPPING, seedApplicant } from './fixtures';

vi.mock('../api/enroll-nlad', () => ({ enrollNlad: vi.fn() }));
vi.mock('../api/transfer-nlad', () => ({ transferNlad: vi.fn() }));

const liveToken = `x.${btoa(JSON.stringify({ sub: '42', exp: 4102444800 }))}.y`;

beforeEach(() => {
  vi.resetAllMocks();
});

async function renderPage(url = '/ConfirmAddress', seed = true) {
  const store = createStore();
  if (seed) seedApplicant(store);
  const view = await renderWithProviders(<ConfirmAddressView profile={null} />, { url, store });
  return { ...view, store, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>, name = 'Enroll') =>
  user.click(screen.getByRole('button', { name }));
const landedAt = async () => (await screen.findByTestId('landed-at')).textContent;

describe('/ConfirmAddress: the form', () => {
  it('shows every required message and the form-level one when submitted empty', async () => {
    const { user } = await renderPage('/ConfirmAddress', false);
    await submit(user);
    for (const text of [
      'First name is required',
      'Last name is required',
      'DOB is required',
      'Email is required',
      'Phone Number is required',
      'State is required',
      'City is required',
      'ZipCode is required',
      'Shipping Address is required',
      'All field with * are required',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(vi.mocked(enrollNlad)).not.toHaveBeenCalled();
  });

  it.each([
    ['First name', 'M4ria', 'First name Invalid'],
    ['Last name', 'L0pez', 'Last name Invalid'],
    ['Email', 'maria@', 'Email Invalid'],
    ['Phone number', '0125550143', 'Phone Number Invalid'],
    ['Phone number', '212555', 'Phone Number Invalid'],
    ['Zip code', '101', 'ZipCode should be 5 digits'],
    ['Shipping address 1', 'A', 'Shipping Address Invalid'],
  ])('%s %j shows %j as it is typed, keeping the value', async (label, value, message) => {
    const { user } = await renderPage();
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, value);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    await submit(user);
    expect(vi.mocked(enrollNlad)).not.toHaveBeenCalled();
    expect(field).toHaveValue(label === 'Phone number' ? value.replace(/\D/g, '') : value);
  });

  it('prefills the wizard data and accepts only digits in the phone number', async () => {
    const { user } = await renderPage();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria');
    expect(screen.getByLabelText(/^Shipping address 1/)).toHaveValue('350 Fifth Avenue');
    const phone = screen.getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '(212) 555-0143');
    expect(phone).toHaveValue('2125550143');
  });
});

describe('/ConfirmAddress: the enrolment', () => {
  it("sends the guest payload: acpCertInd '1', the tribal flag, consent time and the reseller code", async () => {
    vi.mocked(enrollNlad).mockResolvedValue({ data: ENROLLED });
    const store = createStore();
    seedApplicant(store);
    store.set(tribalBenefitAtom, 'true');
    store.set(resellerCodeAtom, 'AGENT42');
    await renderWithProviders(<ConfirmAddressView profile={null} />, { url: '/ConfirmAddress', store });
    await submit(userEvent.setup());
    await waitFor(() => expect(vi.mocked(enrollNlad)).toHaveBeenCalled());
    const request = vi.mocked(enrollNlad).mock.calls[0]?.[1];
    expect(request).toMatchObject({
      loggedIn: false,
      body: {
        firstName: 'Maria',
        dob: '05/17/1990',
        shippingCountry: 'US',
        applicationId: 'A24-000123',
        acpCertInd: '1',
        ebbpTribalBenefitFlag: '1',
        resellerCode: 'AGENT42',
        consentTimeZoneId: expect.stringMatching(/^UTC[+-]\d{2}:\d{2}$/),
        consentDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it.each([
    ['enrolment', '/ConfirmAddress', 'Enroll', enrollNlad],
    ['transfer', '/ConfirmAddress?transfer=yes', 'Transfer my benefit', transferNlad],
  ] as const)(
    "a subscriber's %s carries the application saved before logging in (DESIGN.md, W-1)",
    async (_kind, url, button, call) => {
      vi.mocked(call).mockResolvedValue({ data: ENROLLED });
      const store = createStore();
      seedApplicant(store);
      store.set(tokenAtom, liveToken);
      await renderWithProviders(<ConfirmAddressView profile={null} />, { url, store });
      await submit(userEvent.setup(), button);
      await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalled());
      expect(vi.mocked(call).mock.calls[0]?.[1]).toMatchObject({
        loggedIn: true,
        body: { applicationId: 'A24-000123', shippingAddress: '350 Fifth Avenue' },
      });
    },
  );

  it("a subscriber's enrolment refused as another account's application goes to /EnrolmentFailure and drops it", async () => {
    vi.mocked(enrollNlad).mockResolvedValue(
      carrierFailure(
        409,
        'APPLICATION_OWNED_BY_ANOTHER_SUBSCRIBER',
        'This application belongs to another account',
      ),
    );
    const { user, store } = await renderPage();
    store.set(tokenAtom, liveToken);
    await submit(user);
    // The toast first: it leaves after its 5 s, and on a loaded machine reaching the route can take longer.
    expect(await screen.findByText('This application belongs to another account')).toBeInTheDocument();
    expect(await landedAt()).toBe('/EnrolmentFailure');
    expect(store.get(applicationIdAtom)).toBeNull();
  });

  it('transfers without acpCertInd on ?transfer=yes', async () => {
    vi.mocked(transferNlad).mockResolvedValue({ data: ENROLLED });
    const { user } = await renderPage('/ConfirmAddress?transfer=yes');
    await submit(user, 'Transfer my benefit');
    await waitFor(() => expect(vi.mocked(transferNlad)).toHaveBeenCalled());
    expect(vi.mocked(transferNlad).mock.calls[0]?.[1].body).not.toHaveProperty('acpCertInd');
    expect(vi.mocked(enrollNlad)).not.toHaveBeenCalled();
  });

  it.each([
    [
      carrierFailure(404, 'APPLICATION_NOT_FOUND', 'No application A24-000123'),
      '/EnrolmentFailure',
      'Application ID not found',
    ],
    [
      carrierFailure(400, 'INVALID_APPLICATION_ID', 'Invalid application ID'),
      '/EnrolmentFailure',
      'Application ID not found',
    ],
    [
      carrierFailure(422, 'INELIGIBLE_FOR_TRANSFER', 'Not transferable'),
      '/Failure',
      'Current application ID is not eligible for transfer',
    ],
    [
      carrierFailure(422, 'CANNOT_UPDATE_DEVICE', 'Device not updated'),
      '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
      'The device benefit could not be updated for this subscriber',
    ],
    [
      carrierFailure(409, 'DUPLICATE_SUBSCRIBER', 'Already enrolled'),
      '/TransferAcpPlan',
      'The subscriber is already enrolled in the program',
    ],
    [
      carrierFailure(409, 'DUPLICATE_ADDRESS', 'Household enrolled'),
      '/TransferAcpPlan',
      'Another subscriber is already enrolled at this address',
    ],
    [
      carrierFailure(409, 'NLAD_REJECTED', 'Rejected', { failureType: 'Duplicate subscriber' }),
      '/TransferAcpPlan',
      'Something went wrong, please try again later',
    ],
  ])(
    'routes %j to %s, saying %j in a toast (the spec’s words where it has them, never the carrier’s)',
    async (reply, path, said) => {
      vi.mocked(enrollNlad).mockResolvedValue(reply);
      const { user, store } = await renderPage();
      await submit(user);
      // The toast first: it leaves after its 5 s, and on a loaded machine reaching the route can take longer.
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(await landedAt()).toBe(path);
      if (path === '/TransferAcpPlan') expect(store.get(savedShippingAtom)).toMatchObject(SAVED_SHIPPING);
      if (path === '/EnrolmentFailure') expect(store.get(savedShippingAtom)).toBeNull();
    },
  );

  it('shows any other error as a toast and stays on the form', async () => {
    vi.mocked(enrollNlad).mockResolvedValue(carrierFailure(408, 'TIMEOUT', 'Endpoint request timed out'));
    const { user } = await renderPage();
    await submit(user);
    expect(await screen.findByText('Endpoint request timed out')).toBeInTheDocument();
    expect(screen.queryByTestId('landed-at')).toBeNull();
  });

  it('puts field errors on their fields', async () => {
    vi.mocked(enrollNlad).mockResolvedValue(
      carrierFailure(400, 'FIELD_VALIDATION_FAILED', 'Validation failed', {
        fieldErrors: [{ field: 'shippingCity', message: 'City is required' }],
      }),
    );
    const { user } = await renderPage();
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required'),
    );
  });

  it.each([
    ['Y', true, '/EnrollDevices?id=NL00000AB'],
    ['N', true, '/CompletedACP?nladSubscriberId=NL00000AB&isEligibleForDevice=true'],
    ['Y', false, '/CompletedACP?nladSubscriberId=NL00000AB&isEligibleForDevice=false'],
  ])(
    'after enrolling with tablets %s and device eligibility %s goes to %s',
    async (tablets, eligible, path) => {
      vi.mocked(enrollNlad).mockResolvedValue({ data: { ...ENROLLED, isEligibleForDevice: eligible } });
      const store = createStore();
      seedApplicant(store);
      store.set(tabletsAtom, tablets);
      await renderWithProviders(<ConfirmAddressView profile={null} />, { url: '/ConfirmAddress', store });
      await submit(userEvent.setup());
      expect(await landedAt()).toBe(path);
    },
  );

  it("opens a device's co-pay checkout when the enrolment hands one over", async () => {
    // The document's own location, its assign replaced: a stand-in object would lose what the page reads of it.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const url = 'http://127.0.0.1:4010/checkout/cs_test_1';
      vi.mocked(enrollNlad).mockResolvedValue({
        data: { ...ENROLLED, url, orderId: 5125, message: undefined },
      });
      const { user } = await renderPage();
      await submit(user);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    } finally {
      assign.mockRestore();
    }
  });
});
