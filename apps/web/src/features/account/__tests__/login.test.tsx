import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { logIn } from '../api/log-in';
import { LoginForm } from '../components/login-form';
import { LogOrRegisterPage } from '../pages/log-or-register-page';

vi.mock('../api/log-in', () => ({ logIn: vi.fn() }));
const logInMock = vi.mocked(logIn);

const failure = (status: number, code: string, message: string) => ({
  error: { status, code, message, fieldErrors: [] } satisfies ApiError,
});
const token = 'header.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.signature';
const loggedIn = (role: 'subscriber' | 'administrator' | 'reseller') => ({
  data: { authToken: token, expiresAt: '2100-01-01T00:00:00Z', role, message: 'Login successful' },
});

async function logInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form', () => {
  beforeEach(() => {
    logInMock.mockReset();
    sessionStorage.clear();
  });

  it("asks for both fields: 'All fields are mandatory'", async () => {
    await renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('All fields are mandatory')).toBeInTheDocument();
    expect(logInMock).not.toHaveBeenCalled();
  });

  it('logs a subscriber in, stores the token and user, and hands over token and role code 3', async () => {
    logInMock.mockResolvedValue(loggedIn('subscriber'));
    const onLoggedIn = vi.fn();
    await renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ token, roleCode: 3 }));
    expect(logInMock).toHaveBeenCalledWith(expect.anything(), 'subscriber', {
      username: 'john.carter@example.com',
      password: 'Sunny-Day-2025',
    });
    expect(localStorage.getItem('TOKEN')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual({
      email: 'john.carter@example.com',
      role: 'subscriber',
      roleCode: 3,
    });
    expect(localStorage.getItem('currentUser')).toBe('john.carter@example.com');
  });

  it('sends an unverified subscriber to verification with a resend', async () => {
    logInMock.mockResolvedValue(failure(403, 'EMAIL_NOT_VERIFIED', 'Email is not verified'));
    await renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await logInAs('nina.patel@example.com', 'Pending-Code-2025');

    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/VerifyEmailPage/nina.patel%40example.com?resendCode=yes',
    );
  });

  it('tries the administrator and then the reseller login when the subscriber login does not know the account', async () => {
    logInMock
      .mockResolvedValueOnce(failure(401, 'INVALID_CREDENTIALS', 'Invalid username or password'))
      .mockResolvedValueOnce(failure(401, 'INVALID_CREDENTIALS', 'Invalid username or password'))
      .mockResolvedValueOnce(loggedIn('reseller'));
    const onLoggedIn = vi.fn();
    await renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await logInAs('dana.brooks@example.com', 'Reseller-Pass-2025');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ token, roleCode: 2 }));
    expect(logInMock.mock.calls.map((call) => call[1])).toEqual(['subscriber', 'administrator', 'reseller']);
  });

  it("tries only the reseller login at /reseller, and shows the carrier's words when it refuses", async () => {
    logInMock.mockResolvedValue(failure(401, 'INVALID_CREDENTIALS', 'Invalid username or password'));
    await renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />, { url: '/reseller' });
    await logInAs('dana.brooks@example.com', 'wrong');

    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(logInMock.mock.calls.map((call) => call[1])).toEqual(['reseller']);
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('dana.brooks@example.com');
  });

  it('shows the timeout text when the carrier does not answer', async () => {
    logInMock.mockResolvedValue(failure(504, 'TIMEOUT', 'Endpoint request timed out'));
    await renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');
    expect(await screen.findByText('Endpoint request timed out')).toBeInTheDocument();
  });
});

describe('/LogOrRegisterPage', () => {
  beforeEach(() => logInMock.mockReset());

  it('opens the tab the register query names and mirrors a tab change into it', async () => {
    const { router } = await renderWithProviders(<LogOrRegisterPage />, {
      url: '/LogOrRegisterPage?register=true',
    });
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.search).toBe('?register=false'));
  });

  it('prefills the register step from the firstName and lastName query', async () => {
    await renderWithProviders(<LogOrRegisterPage />, {
      url: '/LogOrRegisterPage?register=true&firstName=Ana&lastName=Ruiz',
    });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Ruiz');
  });

  it('prefills nothing from a query naming no value (W-5)', async () => {
    await renderWithProviders(<LogOrRegisterPage />, {
      url: '/LogOrRegisterPage?register=true&firstName=undefined&lastName=null',
    });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
  });

  it.each([
    [
      'en',
      '/LogOrRegisterPage?shippingPage=true',
      'Log in again to go on to shipping: your session has ended or you are not logged in.',
    ],
    [
      'es',
      '/LogOrRegisterPage?shippingPage=true',
      'Inicie sesión de nuevo para seguir con el envío: su sesión terminó o no ha iniciado sesión.',
    ],
    [
      'en',
      '/LogOrRegisterPage?tribal=true',
      'Log in or create an account to finish your enrollment. Your choices are kept.',
    ],
    [
      'es',
      '/LogOrRegisterPage?tribal=true',
      'Inicie sesión o cree una cuenta para terminar su inscripción. Sus opciones se conservan.',
    ],
    [
      'en',
      `/LogOrRegisterPage?register=false&returnTo=${encodeURIComponent('/SummaryAddonPage?addon=22')}`,
      'Log in to go on where you were: you come back to it.',
    ],
    [
      'es',
      `/LogOrRegisterPage?register=false&returnTo=${encodeURIComponent('/SummaryAddonPage?addon=22')}`,
      'Inicie sesión para seguir donde estaba: volverá allí.',
    ],
  ] as const)('says why a login is asked mid-journey (%s %s, N-3)', async (locale, url, reason) => {
    await renderWithProviders(<LogOrRegisterPage />, { url, locale });
    expect(await screen.findByRole('status')).toHaveTextContent(reason);
  });

  it('gives no reason to a visitor who came to log in', async () => {
    await renderWithProviders(<LogOrRegisterPage />, { url: '/LogOrRegisterPage?register=false' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes back to the shipping page after a login asked for by it', async () => {
    logInMock.mockResolvedValue(loggedIn('subscriber'));
    await renderWithProviders(<LogOrRegisterPage />, { url: '/LogOrRegisterPage?shippingPage=true' });
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ShippingPage');
  });

  it('goes back to the page that asked, with its query, after a login started there (W-2)', async () => {
    logInMock.mockResolvedValue(loggedIn('subscriber'));
    const asked = '/SummaryAddonPage?addon=22';
    await renderWithProviders(<LogOrRegisterPage />, {
      url: `/LogOrRegisterPage?register=false&returnTo=${encodeURIComponent(asked)}`,
    });
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(asked);
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('after registering and verifying, the login on the plain login page still goes back (W-2)', async () => {
    logInMock.mockResolvedValue(loggedIn('subscriber'));
    sessionStorage.setItem('returnTo', '/SummaryPlanPage?plan=3&price=1&addon=22');
    await renderWithProviders(<LogOrRegisterPage />, { url: '/LogOrRegisterPage' });
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/SummaryPlanPage?plan=3&price=1&addon=22',
    );
  });

  it('never sends a login to another site', async () => {
    logInMock.mockResolvedValue(loggedIn('subscriber'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderWithProviders(<LogOrRegisterPage />, {
      url: `/LogOrRegisterPage?returnTo=${encodeURIComponent('//evil.example/x')}`,
    });
    await logInAs('john.carter@example.com', 'Sunny-Day-2025');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/portal?token=')));
    assign.mockRestore();
  });

  it('keeps the register step names for the session and goes on to the registration page', async () => {
    await renderWithProviders(<LogOrRegisterPage />, { url: '/LogOrRegisterPage?register=true' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name is empty')).toBeInTheDocument();
    expect(screen.getByText('Last name is empty')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Ruiz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/RegistrationPage');
    expect(sessionStorage.getItem('firstName')).toBe('Ana');
    expect(sessionStorage.getItem('lastName')).toBe('Ruiz');
  });
});
