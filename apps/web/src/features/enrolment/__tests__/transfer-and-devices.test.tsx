import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { claimDeviceBenefit } from '../api/claim-device-benefit';
import { transferNlad } from '../api/transfer-nlad';
import { verifyNlad } from '../api/verify-nlad';
import { EnrollDevicesView } from '../pages/enroll-devices-page';
import { TransferAcpPlanPage } from '../pages/transfer-acp-plan-page';
import { savedShippingAtom } from '../state/enrolment-state';
import { carrierFailure, ENROLLED, SAVED_SHIPPING, seedApplicant } from './fixtures';

vi.mock('../api/transfer-nlad', () => ({ transferNlad: vi.fn() }));
vi.mock('../api/claim-device-benefit', () => ({ claimDeviceBenefit: vi.fn() }));
vi.mock('../api/verify-nlad', () => ({ verifyNlad: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(verifyNlad).mockResolvedValue({
    data: { applicationId: 'A24-000123', status: 'COMPLETE', message: 'The applicant is eligible' },
  });
});

const landedAt = async () => (await screen.findByTestId('landed-at')).textContent;

describe('/TransferAcpPlan', () => {
  async function renderTransfer(saved: Record<string, string> | null = SAVED_SHIPPING) {
    const store = createStore();
    if (saved) store.set(savedShippingAtom, saved);
    await renderWithProviders(<TransferAcpPlanPage />, { url: '/TransferAcpPlan', store });
    return userEvent.setup();
  }

  it("sends incomplete saved data to the shipping form with 'Please fill in all the required fields'", async () => {
    await renderTransfer({ ...SAVED_SHIPPING, shippingCity: '' });
    expect(await screen.findByText('Please fill in all the required fields')).toBeInTheDocument();
    expect(await landedAt()).toBe('/ConfirmAddress?transfer=yes');
  });

  it("needs the transfer checkbox: 'required' until it is ticked", async () => {
    const user = await renderTransfer();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are already enrolled in ACP');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('required')).toBeInTheDocument();
    expect(vi.mocked(transferNlad)).not.toHaveBeenCalled();
  });

  it('transfers the saved data without acpCertInd, then follows the outcome', async () => {
    vi.mocked(transferNlad).mockResolvedValue({ data: ENROLLED });
    const user = await renderTransfer();
    await user.click(screen.getByRole('checkbox', { name: /transfer my ACP benefit/ }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await landedAt()).toBe('/CompletedACP?nladSubscriberId=NL00000AB&isEligibleForDevice=true');
    const body = vi.mocked(transferNlad).mock.calls[0]?.[1].body;
    expect(body).toMatchObject({ firstName: 'Maria', applicationId: 'A24-000123', dob: '05/17/1990' });
    expect(body).not.toHaveProperty('acpCertInd');
  });

  it('goes to /Failure when the application is not transferable', async () => {
    vi.mocked(transferNlad).mockResolvedValue(
      carrierFailure(422, 'INELIGIBLE_FOR_TRANSFER', 'Current application ID is not eligible for transfer'),
    );
    const user = await renderTransfer();
    await user.click(screen.getByRole('checkbox', { name: /transfer my ACP benefit/ }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await landedAt()).toBe('/Failure');
  });

  // DUPLICATE_SUBSCRIBER answers alike whether the benefit is with another provider or here already (DESIGN.md,
  // edges audit E-2): the page claims neither, and says what a household enrolled here should expect.
  it.each([
    {
      locale: 'en',
      falseClaim: /currently with another provider/,
      enrolledHere: 'If your benefit is already with us, there is nothing to transfer',
    },
    {
      locale: 'es',
      falseClaim: /actualmente con otro proveedor/,
      enrolledHere: 'Si su beneficio ya está con nosotros, no hay nada que transferir',
    },
  ] as const)(
    'in $locale, does not claim the benefit is with another provider',
    async ({ locale, falseClaim, enrolledHere }) => {
      const store = createStore();
      store.set(savedShippingAtom, SAVED_SHIPPING);
      await renderWithProviders(<TransferAcpPlanPage />, { url: '/TransferAcpPlan', store, locale });
      const page = screen.getByRole('region', { name: /ACP/ });
      expect(page).not.toHaveTextContent(falseClaim);
      expect(page).toHaveTextContent(enrolledHere);
    },
  );
});

const devices = [
  {
    id: 1,
    name: 'Android Tablet 10.1',
    modelNumber: 'T10-LTE-32',
    brand: 'Vortex',
    haveSimCardSlot: true,
    isACPOnly: true,
    isActive: true,
    price: 10.01,
    marketValue: 129.99,
  },
  {
    id: 4,
    name: 'Android Tablet 8 Wi-Fi',
    modelNumber: 'T8-WIFI',
    brand: null,
    haveSimCardSlot: false,
    isACPOnly: true,
    isActive: true,
    price: 10.01,
    marketValue: 89.99,
  },
];

describe('/EnrollDevices', () => {
  async function renderDevices(url = '/EnrollDevices?id=NL00000AB', locale: 'en' | 'es' = 'en') {
    const store = createStore();
    seedApplicant(store);
    await renderWithProviders(<EnrollDevicesView devices={devices} />, {
      url,
      path: '/EnrollDevices',
      store,
      locale,
    });
    return userEvent.setup();
  }

  it("without an id: 'NLAD subscriber ID not found' and home", async () => {
    await renderDevices('/EnrollDevices');
    expect(await screen.findByText('NLAD subscriber ID not found')).toBeInTheDocument();
    expect(await landedAt()).toBe('/');
  });

  it.each([
    { case: 'NaN', url: '/EnrollDevices?id=NaN', locale: 'en', toast: 'NLAD subscriber ID not found' },
    {
      case: 'undefined',
      url: '/EnrollDevices?id=undefined',
      locale: 'es',
      toast: 'No se encontró el ID de suscriptor de NLAD',
    },
    {
      case: 'empty',
      url: '/EnrollDevices?id=',
      locale: 'es',
      toast: 'No se encontró el ID de suscriptor de NLAD',
    },
    {
      case: 'a malformed id',
      url: '/EnrollDevices?id=NL0%200AB%3Cb%3E',
      locale: 'en',
      toast: 'NLAD subscriber ID not found',
    },
  ] as const)(
    'with $case for an id: one toast in the visitor’s language, and home (W-5)',
    async ({ url, locale, toast }) => {
      await renderDevices(url, locale);
      expect(await landedAt()).toBe('/');
      expect(toastTexts()).toEqual([toast]);
    },
  );

  it("with an id NLAD does not know: 'NLAD subscriber ID not found' once, and home (spec 001 §8)", async () => {
    vi.mocked(claimDeviceBenefit).mockResolvedValue(
      carrierFailure(404, 'NLAD_SUBSCRIBER_NOT_FOUND', 'NLAD subscriber not found'),
    );
    const user = await renderDevices('/EnrollDevices?id=NL0UNKNOWN');
    await chooseAndConfirm(user);
    expect(await landedAt()).toBe('/');
    expect(toastTexts()).toEqual(['NLAD subscriber ID not found']);
    expect(vi.mocked(claimDeviceBenefit).mock.calls[0]?.[2]).toMatchObject({
      nladSubscriberId: 'NL0UNKNOWN',
    });
  });

  it('lists the devices with 4G as Yes or No, the ACP price and the market value', async () => {
    await renderDevices();
    const tablet = screen
      .getByRole('heading', { name: 'Android Tablet 10.1' })
      .closest('article') as HTMLElement;
    expect(within(tablet).getByText('Yes')).toBeInTheDocument();
    expect(within(tablet).getByText('$10.01')).toBeInTheDocument();
    expect(within(tablet).getByText('$129.99')).toBeInTheDocument();
    const wifi = screen
      .getByRole('heading', { name: 'Android Tablet 8 Wi-Fi' })
      .closest('article') as HTMLElement;
    expect(within(wifi).getByText('No')).toBeInTheDocument();
    expect(within(wifi).getByText('N/A')).toBeInTheDocument();
  });

  it("needs a device and the SSN's last 4: 'Choose a device', 'Ssn should be 4 numbers'", async () => {
    const user = await renderDevices();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Choose a device')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last 4 digits of your SSN/)).toHaveAccessibleDescription(
      expect.stringContaining('Ssn should be 4 numbers'),
    );
    expect(screen.getByText('All field with * are required')).toBeInTheDocument();
    expect(vi.mocked(claimDeviceBenefit)).not.toHaveBeenCalled();
  });

  async function chooseAndConfirm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Choose Android Tablet 10.1' }));
    expect(screen.getByRole('button', { name: 'Chosen' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText(/^Last 4 digits of your SSN/), '48a21');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
  }

  it('claims the chosen device and opens the co-pay checkout in a new tab', async () => {
    const url = 'http://127.0.0.1:4010/checkout/cs_test_9';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.mocked(claimDeviceBenefit).mockResolvedValue({
      data: { url, orderId: 5130, paymentId: 7310, publicOrderId: 'ord_x', publicPaymentId: 'pay_x' },
    });
    const user = await renderDevices();
    await chooseAndConfirm(user);
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(vi.mocked(claimDeviceBenefit).mock.calls[0]?.slice(1)).toEqual([
      false,
      {
        nladSubscriberId: 'NL00000AB',
        deviceId: 1,
        paymentGateway: 'stripe',
        firstName: 'Maria',
        lastName: 'Lopez',
        emailAddress: 'maria.lopez@example.com',
        primaryAddress1: '350 Fifth Avenue',
        primaryCity: 'New York',
        primaryState: 'NY',
        primaryZipCode: '10118',
        dob: '05/17/1990',
      },
    ]);
    expect(await screen.findByText('The payment page opened in a new tab')).toBeInTheDocument();
    open.mockRestore();
  });

  it("verifies the applicant with NLAD first, with the SSN's last 4, and stops when NLAD refuses", async () => {
    vi.mocked(verifyNlad).mockResolvedValue(
      carrierFailure(400, 'INVALID_APPLICATION_ID', 'Invalid application ID'),
    );
    const user = await renderDevices();
    await chooseAndConfirm(user);
    expect(await screen.findByText('Invalid application ID')).toBeInTheDocument();
    expect(vi.mocked(verifyNlad).mock.calls[0]?.[1]).toMatchObject({
      applicationId: 'A24-000123',
      firstName: 'Maria',
      lastName: 'Lopez',
      dob: '05/17/1990',
      ssn4: '4821',
      consentTimeZoneId: expect.stringMatching(/^UTC[+-]\d{2}:\d{2}$/),
    });
    expect(vi.mocked(claimDeviceBenefit)).not.toHaveBeenCalled();
  });

  it('shows field errors one a line, in their rule’s words without the field’s code name', async () => {
    vi.mocked(claimDeviceBenefit).mockResolvedValue(
      carrierFailure(400, 'FIELD_VALIDATION_FAILED', 'Validation failed', {
        fieldErrors: [{ field: 'primaryZipCode', message: 'ZipCode should be 5 digits' }],
      }),
    );
    const user = await renderDevices();
    await chooseAndConfirm(user);
    expect(await screen.findByText('ZipCode should be 5 digits')).toBeInTheDocument();
    expect(screen.queryByText(/primaryZipCode/)).not.toBeInTheDocument();
  });

  it('words a refusal by its code, as a toast', async () => {
    vi.mocked(claimDeviceBenefit).mockResolvedValue(
      carrierFailure(409, 'DUPLICATE_DEVICE', 'A benefit device was already received'),
    );
    const user = await renderDevices();
    await chooseAndConfirm(user);
    expect(
      await screen.findByText('A device benefit was already claimed for this subscriber'),
    ).toBeInTheDocument();
  });

  it("says 'Stripe link not found' when the reply has no url", async () => {
    vi.mocked(claimDeviceBenefit).mockResolvedValue({
      data: { url: '', orderId: 1, paymentId: 1, publicOrderId: 'ord_x', publicPaymentId: 'pay_x' },
    });
    const user = await renderDevices();
    await chooseAndConfirm(user);
    expect(await screen.findByText('Stripe link not found')).toBeInTheDocument();
  });
});
