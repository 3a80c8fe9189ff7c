import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { forgotPassword } from '../api/forgot-password';
import { resendCode } from '../api/resend-code';
import { resetPassword } from '../api/reset-password';
import { verifyEmail } from '../api/verify-email';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { VerifyEmailPage } from '../pages/verify-email-page';

vi.mock('../api/verify-email', () => ({ verifyEmail: vi.fn() }));
vi.mock('../api/resend-code', () => ({ resendCode: vi.fn() }));
vi.mock('../api/forgot-password', () => ({ forgotPassword: vi.fn() }));
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

  it("says 'Email not found' without an address, and asks for one", async () => {
    await renderWithProviders(<VerifyEmailPage />, { url: '/VerifyEmailPage', path: verifyPath });
    expect(await screen.findByText('Email not found')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
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

  it('asks for the e-mailed link when the URL carries no token', async () => {
    await renderWithProviders(<ResetPasswordPage />, {
      url: '/ResetPasswordPage/subscriber',
      path: resetPath,
    });
    expect(
      screen.getByText('Open the password reset link from your e-mail to choose a new password.'),
    ).toBeInTheDocument();
  });

  it("resets a reseller's password at the reseller's operation", async () => {
    vi.mocked(resetPassword).mockResolvedValue({ data: { message: 'Password changed' } });
    await renderWithProviders(<ResetPasswordPage />, {
      url: '/ResetPasswordPage/reseller?token=tok-1',
      path: resetPath,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(vi.mocked(resetPassword)).toHaveBeenCalledWith(expect.anything(), 'reseller', {
      passwordResetToken: 'tok-1',
      password: 'Fresh-Pass-2026',
      passwordConfirm: 'Fresh-Pass-2026',
    });
  });

  it('shows a reset error until the input changes', async () => {
    vi.mocked(resetPassword).mockResolvedValue(failure(400, 'INVALID_RESET_TOKEN', 'Token rejected'));
    await renderWithProviders(<ResetPasswordPage />, {
      url: '/ResetPasswordPage/subscriber?token=used',
      path: resetPath,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const refusal = 'The password reset link is invalid or has expired';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '!');
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });
});
