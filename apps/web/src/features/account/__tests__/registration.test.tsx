import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerFirstNameAtom, registerLastNameAtom } from '../../../lib/state/session';
import { renderWithProviders } from '../../../testing/render';
import { register } from '../api/register';
import { validateResellerCode } from '../api/validate-reseller-code';
import { RegistrationPage } from '../pages/registration-page';

vi.mock('../api/register', () => ({ register: vi.fn() }));
vi.mock('../api/validate-reseller-code', () => ({ validateResellerCode: vi.fn() }));
const registerMock = vi.mocked(register);
const resellerMock = vi.mocked(validateResellerCode);

const failure = (
  status: number,
  code: string,
  message: string,
  fieldErrors: ApiError['fieldErrors'] = [],
) => ({
  error: { status, code, message, fieldErrors } satisfies ApiError,
});

async function fillForm(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const values = {
    email: 'ana.ruiz@example.com',
    phone: '3055550142',
    password: 'Sunny-Day-2025',
    confirm: 'Sunny-Day-2025',
    city: 'Miami',
    zip: '33131',
    address: '200 Biscayne Blvd',
    ...overrides,
  };
  await user.type(screen.getByLabelText(/^E-mail/), values.email);
  await user.type(screen.getByLabelText(/^Phone number/), values.phone);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.type(screen.getByRole('combobox', { name: /^State/ }), 'Florida');
  await user.click(await screen.findByRole('option', { name: 'Florida (FL)' }));
  await user.type(screen.getByLabelText(/^City/), values.city);
  await user.type(screen.getByLabelText(/^Zip code/), values.zip);
  await user.type(screen.getByLabelText(/^Shipping address 1/), values.address);
  return user;
}

/** The registration page with the names of the register step held, as the step leaves them. */
function renderRegistration() {
  const store = createStore();
  store.set(registerFirstNameAtom, 'Ana');
  store.set(registerLastNameAtom, 'Ruiz');
  return renderWithProviders(<RegistrationPage />, { url: '/RegistrationPage', store });
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Register' }));

describe('/RegistrationPage', () => {
  beforeEach(() => {
    registerMock.mockReset();
    resellerMock.mockReset();
  });

  it('goes back to the register step when no names are held', async () => {
    await renderWithProviders(<RegistrationPage />, { url: '/RegistrationPage', store: createStore() });
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/LogOrRegisterPage?register=true');
  });

  it("says 'Email is mandatory' and 'All fields are mandatory' for an empty form, and sends nothing", async () => {
    await renderRegistration();
    await submit(userEvent.setup());
    expect(await screen.findByText('Email is mandatory')).toBeInTheDocument();
    expect(screen.getByText('All fields are mandatory')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('says the passwords must match as soon as the confirmation differs', async () => {
    await renderRegistration();
    await userEvent.setup().type(screen.getByLabelText(/^Confirm password/), 'x');
    expect(await screen.findByText('Password & confirm password must be same')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Password & confirm password must be same',
    );
  });

  it('registers with the names of the register step, stores the subscriber id and goes to verification', async () => {
    registerMock.mockResolvedValue({
      data: { subscriberId: 1090, email: 'ana.ruiz@example.com', message: 'Registered' },
    });
    await renderRegistration();
    await submit(await fillForm());

    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/VerifyEmailPage/ana.ruiz%40example.com',
    );
    expect(registerMock.mock.calls[0]?.[1]).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana.ruiz@example.com',
      phone: '3055550142',
      password: 'Sunny-Day-2025',
      passwordConfirm: 'Sunny-Day-2025',
      shippingAddress1: '200 Biscayne Blvd',
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zipcode: '33131',
    });
    expect(localStorage.getItem('SubscriberId')).toBe('1090');
    expect(sessionStorage.getItem('subscriberId')).toBe('1090');
    expect(screen.getByText('You are successfully registered')).toBeInTheDocument();
  });

  it('treats "a subscriber with that e-mail already exists" as a notice and goes to verification', async () => {
    registerMock.mockResolvedValue(
      failure(
        409,
        'SUBSCRIBER_ALREADY_EXISTS',
        "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.",
      ),
    );
    await renderRegistration();
    await submit(await fillForm());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/VerifyEmailPage/ana.ruiz%40example.com',
    );
  });

  it('shows the server message for a taken e-mail and keeps what the user typed', async () => {
    registerMock.mockResolvedValue(
      failure(409, 'EMAIL_ALREADY_REGISTERED', 'This email is registered already'),
    );
    await renderRegistration();
    await submit(await fillForm());
    expect(await screen.findByText('This email is registered already')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana.ruiz@example.com');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Miami');
  });

  it('puts the carrier field errors on their fields', async () => {
    registerMock.mockResolvedValue(
      failure(400, 'FIELD_VALIDATION_FAILED', 'Validation failed', [
        { field: 'zipcode', message: 'ZipCode should be 5 digits' },
      ]),
    );
    await renderRegistration();
    await submit(await fillForm());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Zip code/)).toHaveAccessibleDescription('ZipCode should be 5 digits'),
    );
  });

  it('checks a reseller code first and does not register with an invalid one', async () => {
    resellerMock.mockResolvedValue({ data: { isValid: false } });
    await renderRegistration();
    const user = await fillForm();
    await user.type(screen.getByLabelText(/^Reseller code/), 'NOPE');
    await submit(user);
    expect(await screen.findByText('Invalid reseller code')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('stores a valid reseller code, which the client then attaches to the registration', async () => {
    resellerMock.mockResolvedValue({ data: { isValid: true } });
    registerMock.mockResolvedValue({
      data: { subscriberId: 1091, email: 'ana.ruiz@example.com', message: 'Registered' },
    });
    await renderRegistration();
    const user = await fillForm();
    await user.type(screen.getByLabelText(/^Reseller code/), 'AGENT42');
    await submit(user);
    await waitFor(() => expect(registerMock).toHaveBeenCalled());
    expect(resellerMock.mock.calls[0]?.[1]).toBe('AGENT42');
    expect(localStorage.getItem('resellerCode')).toBe('AGENT42');
  });
});
