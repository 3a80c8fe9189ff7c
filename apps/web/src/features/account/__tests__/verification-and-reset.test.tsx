import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { checkResetLink } from '../api/check-reset-link';
import { forgotPassword } from '../api/forgot-password';
import { resendCode } from '../api/resend-code';
import { resetPassword } from '../api/reset-password';
import { verifyEmail } from '../api/verify-email';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ResetPasswordPage, resetLinkLoader } from '../pages/reset-password-page';
import { VerifyEmailPage } from '../pages/verify-email-page';

vi.mock('../api/verify-email', () => ({ verifyEmail: vi.fn() }));
vi.mock('../api/resend-code', () => ({ resendCode: vi.fn() }));
vi.mock('../api/forgot-password', () => ({ forgotPassword: vi.fn() }));
vi.mock('../api/check-reset-link', async (original) => ({
  ...(await original<typeof import('../api/check-reset-link')>()),
  checkResetLink: vi.fn(),
}));
vi.mock('../api/reset-password', async (original) => ({
  ...(await original<typeof import('../api/reset-password')>()),
  resetPassword: vi.fn(),
}));

const failure = (status: number, code: string, message: string) => ({
  error: { status, code, message, fieldErrors: [] } satisfies ApiError,
});
const sent = { data: { message: 'Sent' } };

beforeEach(() => vi.resetAllMocks());

describe('/VerifyEmailPage', () => {
  const verifyPath = '/VerifyEmailPage/:email?';

  it('sends the code again on arrival with resendCode=yes, once', async () => {
    vi.mocked(resendCode).mockResolvedValue(sent);
    await renderWithProviders(<VerifyEmailPage />, {
      url: '/VerifyEmailPage/nina.patel%40example.com?resendCode=yes',
      path: verifyPath,
    });
    expect(await screen.findByText('Check your email for the verification code')).toBeInTheDocument();
    expect(vi.mocked(resendCode).mock.calls.map((call) => call[1])).toEqual(['nina.patel@example.com']);
  });

  it('wants six characters, then verifies and goes to the verified page', async () => {
    vi.mocked(verifyEmail).mockResolvedValue({ data: { message: 'Verified' } });
    await renderWithProviders(<VerifyEmailPage />, {
      url: '/VerifyEmailPage/ana%40example.com',
      path: verifyPath,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Verification code/), 'AB12');
    expect(await screen.findByText('Verification code should be 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), 'C3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/AccountSuccessfullyVerifiedPage');
    expect(vi.mocked(verifyEmail)).toHaveBeenCalledWith(expect.anything(), 'ana@example.com', 'AB12C3');
  });

  it('words a wrong code by its code, in Spanish on the Spanish site, and keeps it', async () => {
    vi.mocked(verifyEmail).mockResolvedValue(
      failure(400, 'INVALID_VERIFICATION_CODE', 'Invalid verification code'),
    );
    await renderWithProviders(<VerifyEmailPage />, {
      url: '/VerifyEmailPage/ana%40example.com',
      path: verifyPath,
      locale: 'es',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Código de verificación/), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Código de verificación no válido')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid verification code/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Código de verificación/)).toHaveValue('ZZZZZZ');
  });

  it('asks for the address when it has none, without a refusal before anything was typed (W-6)', async () => {
    await renderWithProviders(<VerifyEmailPage />, { url: '/VerifyEmailPage', path: verifyPath });
    expect(await screen.findByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
    expect(screen.queryByText('Email not found')).not.toBeInTheDocument();
  });

  it.each(['/VerifyEmailPage/undefined?resendCode=yes', '/VerifyEmailPage?emailAddress=null&resendCode=yes'])(
    'at %s asks for the address and sends nothing to a link’s word for no value (W-5)',
    async (url) => {
      await renderWithProviders(<VerifyEmailPage />, { url, path: verifyPath });
      expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('');
      expect(vi.mocked(resendCode)).not.toHaveBeenCalled();
    },
  );

  it('never says a code was sent to an address the carrier does not know (W-6)', async () => {
    vi.mocked(resendCode).mockResolvedValue(failure(404, 'EMAIL_NOT_FOUND', 'Email not found'));
    await renderWithProviders(<VerifyEmailPage />, {
      url: '/VerifyEmailPage/nobody%40example.com?resendCode=yes',
      path: verifyPath,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not found');
    expect(screen.queryByText(/We sent a six-character code/)).not.toBeInTheDocument();
  });

  it('sends the code again on request and reads it in Spanish', async () => {
    vi.mocked(resendCode).mockResolvedValue(sent);
    await renderWithProviders(<VerifyEmailPage />, {
      url: '/VerifyEmailPage/ana%40example.com',
      path: verifyPath,
      locale: 'es',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar el código de nuevo' }));
    expect(
      await screen.findByText('Revise su correo electrónico para obtener el código de verificación'),
    ).toBeInTheDocument();
  });
});

describe('/ForgotPasswordPage', () => {
  it("checks the address ('Email Invalid') and sends the reset link", async () => {
    vi.mocked(forgotPassword).mockResolvedValue(sent);
    await renderWithProviders(<ForgotPasswordPage />, { url: '/ForgotPasswordPage' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'john.carter');
    expect(await screen.findByText('Email Invalid')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ResetPasswordPage/subscriber');
    expect(vi.mocked(forgotPassword)).toHaveBeenCalledWith(expect.anything(), 'john.carter@example.com');
  });

  it("shows the carrier's message for an unknown address", async () => {
    vi.mocked(forgotPassword).mockResolvedValue(failure(404, 'EMAIL_NOT_FOUND', 'Email not found'));
    await renderWithProviders(<ForgotPasswordPage />, { url: '/ForgotPasswordPage' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email not found')).toBeInTheDocument();
  });
});

describe('/ResetPasswordPage/:role', () => {
  const resetPath = '/ResetPasswordPage/:role';
  const usable = { data: { expiresAt: '2026-11-25T13:00:00Z' } };
  const deadLink = failure(400, 'INVALID_RESET_TOKEN', 'The password reset link is invalid or has expired');
  const renderReset = (url: string, locale: 'en' | 'es' = 'en') =>
    renderWithProviders(<ResetPasswordPage />, { url, path: resetPath, loader: resetLinkLoader, locale });

  it('asks for the e-mailed link when the URL carries no token, and checks nothing', async () => {
    await renderReset('/ResetPasswordPage/subscriber');
    expect(
      await screen.findByText('Open the password reset link from your e-mail to choose a new password.'),
    ).toBeInTheDocument();
    expect(vi.mocked(checkResetLink)).not.toHaveBeenCalled();
  });

  it.each([
    {
      locale: 'en',
      heading: 'This link no longer works',
      reason: 'The password reset link is invalid or has expired',
      offer: 'Send a new link',
    },
    {
      locale: 'es',
      heading: 'Este enlace ya no funciona',
      reason: 'El enlace para restablecer la contraseña no es válido o ya venció',
      offer: 'Enviar un enlace nuevo',
    },
  ] as const)(
    'in $locale, says a used or expired link on arrival and offers a new one (W-29)',
    async ({ locale, heading, reason, offer }) => {
      vi.mocked(checkResetLink).mockResolvedValue(deadLink);
      await renderReset('/ResetPasswordPage/subscriber?token=used', locale);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: offer })).toHaveAttribute('href', '/ForgotPasswordPage');
      expect(screen.queryByLabelText(/contraseña|password/i)).not.toBeInTheDocument();
      expect(vi.mocked(checkResetLink)).toHaveBeenCalledWith(expect.anything(), 'subscriber', 'used');
    },
  );

  it.each(['reseller', 'administrator'] as const)(
    "checks a %s's link at the role's operation and offers a new one when it is dead",
    async (role) => {
      vi.mocked(checkResetLink).mockResolvedValue(deadLink);
      await renderReset(`/ResetPasswordPage/${role}?token=tok-9`);
      expect(await screen.findByRole('link', { name: 'Send a new link' })).toBeInTheDocument();
      expect(vi.mocked(checkResetLink)).toHaveBeenCalledWith(expect.anything(), role, 'tok-9');
    },
  );

  it("resets a reseller's password at the reseller's operation", async () => {
    vi.mocked(checkResetLink).mockResolvedValue(usable);
    vi.mocked(resetPassword).mockResolvedValue({ data: { message: 'Password changed' } });
    await renderReset('/ResetPasswordPage/reseller?token=tok-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Fresh-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(vi.mocked(resetPassword)).toHaveBeenCalledWith(expect.anything(), 'reseller', {
      passwordResetToken: 'tok-1',
      password: 'Fresh-Pass-2026',
      passwordConfirm: 'Fresh-Pass-2026',
    });
  });

  it('offers a new link when the link dies while the visitor types', async () => {
    vi.mocked(checkResetLink).mockResolvedValue(usable);
    vi.mocked(resetPassword).mockResolvedValue(deadLink);
    await renderReset('/ResetPasswordPage/subscriber?token=tok-2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Fresh-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.getByText('The password reset link is invalid or has expired')).toBeInTheDocument();
  });

  it('shows a reset error until the input changes', async () => {
    vi.mocked(checkResetLink).mockResolvedValue(usable);
    vi.mocked(resetPassword).mockResolvedValue(failure(0, 'TIMEOUT', 'timeout'));
    await renderReset('/ResetPasswordPage/subscriber?token=tok-3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Fresh-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const refusal = 'Endpoint request timed out';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '!');
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });
});
