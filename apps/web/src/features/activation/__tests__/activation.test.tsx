import { decodeBase64 } from '@carrier/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { activateAddOn } from '../api/activate-add-on';
import { activateSim } from '../api/activate-sim';
import { ActiveSimCardPage } from '../pages/active-sim-card-page';

vi.mock('../api/activate-sim', () => ({ activateSim: vi.fn() }));
vi.mock('../api/activate-add-on', () => ({ activateAddOn: vi.fn() }));

const failure = (status: number, code: string, message: string) => ({
  error: { status, code, message, fieldErrors: [] },
});

async function activate(number: string, code = '123456') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^SIM number|^Phone number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /^Activation code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Where the page went, and the error page's decoded message. */
async function landed() {
  const text = (await screen.findByTestId('landed-at')).textContent ?? '';
  const message = new URL(text, 'http://x').searchParams.get('message');
  return { path: text, message: message ? decodeBase64(message) : undefined };
}

beforeEach(() => vi.resetAllMocks());

describe('/ActiveSimCardPage', () => {
  it('keeps Continue disabled until both the number and the code hold something; the number takes digits only', async () => {
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^SIM number/ }), '89a01-26');
    expect(screen.getByRole('textbox', { name: /^SIM number/ })).toHaveValue('890126');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Activation code/ }), '1');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /^SIM number/ }));
    expect(screen.getByText('Number is required')).toBeInTheDocument();
  });

  it('activates a SIM, stores its ESN and congratulates', async () => {
    vi.mocked(activateSim).mockResolvedValue({
      data: { message: 'SIM card activated', esn: '8901260000000001', mdn: '3055550100', status: 'active' },
    });
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    await activate('8901260000000001');
    expect((await landed()).path).toBe('/CongratulationSimActivatedPage');
    expect(activateSim).toHaveBeenCalledWith(expect.anything(), '8901260000000001', '123456');
    expect(localStorage.getItem('simEsnActivation')).toBe('8901260000000001');
  });

  it('sends SIM_ALREADY_ACTIVATED to the error page with the words of its code', async () => {
    vi.mocked(activateSim).mockResolvedValue(
      failure(409, 'SIM_ALREADY_ACTIVATED', 'This SIM card is already active'),
    );
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    await activate('8901260000000409');
    const where = await landed();
    expect(where.path).toMatch(/^\/error-page\?message=/);
    expect(where.message).toBe('This SIM card is already activated');
  });

  it('sends an internal error to the error page with the problem-with-activation message', async () => {
    vi.mocked(activateSim).mockResolvedValue(failure(500, 'PROBLEM_WITH_ACTIVATION', 'Network error'));
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    await activate('8901260000000500');
    expect((await landed()).message).toBe('There was a problem with the activation, please try again later');
  });

  it.each([
    { status: 400, code: 'INVALID_RESELLER_CODE', text: 'Invalid reseller code' },
    { status: 401, code: 'UNAUTHORIZED', text: 'Your session has expired. Please log in again' },
    { status: 404, code: 'SIM_NOT_FOUND', text: 'SIM card not found' },
  ])('shows a $status ($code) inline in its words and keeps the input', async ({ status, code, text }) => {
    vi.mocked(activateSim).mockResolvedValue(failure(status, code, 'The carrier’s own words'));
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    await activate('8901260000000404');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('The carrier’s own words')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^SIM number/ })).toHaveValue('8901260000000404');
    expect(screen.queryByTestId('landed-at')).not.toBeInTheDocument();
  });

  it('clears both inputs when switching to the add-on tab, and activates an add-on with ?addon=true', async () => {
    vi.mocked(activateAddOn).mockResolvedValue({ data: { message: 'Add-on activated', mdn: '3055550123' } });
    await renderWithProviders(<ActiveSimCardPage />, { url: '/ActiveSimCardPage' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^SIM number/ }), '8901260000000001');
    await user.type(screen.getByRole('textbox', { name: /^Activation code/ }), '123456');
    await user.click(screen.getByRole('tab', { name: 'Add-on' }));
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Activation code/ })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'SIM' }));
    expect(screen.getByRole('textbox', { name: /^SIM number/ })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Add-on' }));
    await activate('3055550123', '654321');
    await waitFor(async () =>
      expect((await landed()).path).toBe('/CongratulationSimActivatedPage?addon=true'),
    );
    expect(activateAddOn).toHaveBeenCalledWith(expect.anything(), '3055550123', '654321');
  });
});
