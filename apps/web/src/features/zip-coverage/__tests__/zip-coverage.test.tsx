import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPersonalData, personalDataAtom } from '../../../lib/state/benefit';
import { cookieStorage } from '../../../lib/state/cookie-storage';
import { zipCodeAtom } from '../../../lib/state/zip-code';
import { renderWithProviders } from '../../../testing/render';
import { getSupportedState } from '../api/get-supported-state';
import { joinWaitlist } from '../api/join-waitlist';
import { SorryZipCodePage } from '../pages/sorry-zip-code-page';
import { ZipCodePage } from '../pages/zip-code-page';

vi.mock('../api/get-supported-state', () => ({ getSupportedState: vi.fn() }));
vi.mock('../api/join-waitlist', () => ({ joinWaitlist: vi.fn() }));
const supportedMock = vi.mocked(getSupportedState);
const waitlistMock = vi.mocked(joinWaitlist);

const failure = (status: number, code: string, message: string) => ({
  error: { status, code, message, fieldErrors: [] } satisfies ApiError,
});

const zipBox = () => screen.getByRole('textbox', { name: /Zip code/ });
const applyNow = () => screen.getByRole('button', { name: 'Apply now' });

describe('the zip page', () => {
  beforeEach(() => {
    supportedMock.mockReset();
    cookieStorage(1, isPersonalData).removeItem('personalData');
  });

  it('starts the application: heading, digits only, Apply now disabled under 5 digits', async () => {
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Start your application now!' }),
    ).toBeInTheDocument();
    // The form's code comes as a part of its own (whenUsed).
    await screen.findByRole('textbox', { name: /Zip code/ });
    const user = userEvent.setup();
    await user.type(zipBox(), '78a70');
    expect(zipBox()).toHaveValue('7870');
    expect(applyNow()).toBeDisabled();
    await user.type(zipBox(), '19');
    expect(zipBox()).toHaveValue('78701');
    expect(applyNow()).toBeEnabled();
  });

  it.each([
    ['', 'Zip code is mandatory'],
    ['123', 'Zipcode you enter is invalid. Please try again.'],
  ])('typing %j says %j', async (typed, text) => {
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    const user = userEvent.setup();
    await user.type(zipBox(), '1234');
    await user.clear(zipBox());
    if (typed) await user.type(zipBox(), typed);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a zip of no state says so', async () => {
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    await userEvent.setup().type(zipBox(), '00000');
    expect(
      await screen.findByText('Cant find any state with this zip code. Please try another one.'),
    ).toBeInTheDocument();
  });

  it("prefills the home box's zip", async () => {
    const store = createStore();
    store.set(zipCodeAtom, '10001');
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage', store });
    expect(zipBox()).toHaveValue('10001');
  });

  it('a covered state starts the wizard and keeps zip and state for it', async () => {
    supportedMock.mockResolvedValue({ data: { stateCode: 'TX', stateName: 'Texas', supported: true } });
    const view = await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    const user = userEvent.setup();
    await user.type(zipBox(), '78701');
    await user.click(applyNow());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/PersonalnfoPage?profileStep=1');
    expect(supportedMock).toHaveBeenCalledWith(expect.anything(), 'TX');
    expect(sessionStorage.getItem('zipCode')).toBe('78701');
    expect(view.router.state.location.pathname).toBe('/PersonalnfoPage');
    expect(view.store.get(personalDataAtom)).toMatchObject({ zipCode: '78701', state: 'TX' });
  });

  it('an unsupported state (404) goes to the sorry page with its name', async () => {
    supportedMock.mockResolvedValue(failure(404, 'STATE_NOT_SUPPORTED', 'Not yet in Illinois'));
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    const user = userEvent.setup();
    await user.type(zipBox(), '60601');
    await user.click(applyNow());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/SorryZipCodePage?state=Illinois');
  });

  it('a carrier failure shows the words of its code and stays', async () => {
    supportedMock.mockResolvedValue(failure(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'));
    await renderWithProviders(<ZipCodePage />, { url: '/ZipCodePage' });
    const user = userEvent.setup();
    await user.type(zipBox(), '78701');
    await user.click(applyNow());
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
    expect(zipBox()).toHaveValue('78701');
  });
});

describe('the sorry page', () => {
  beforeEach(() => waitlistMock.mockReset());

  it('names the state and checks the e-mail with the looser rules', async () => {
    await renderWithProviders(<SorryZipCodePage />, { url: '/SorryZipCodePage?state=Illinois' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, we are not in Illinois yet');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Email is empty.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'sam');
    expect(await screen.findByText('Email invalid.')).toBeInTheDocument();
    expect(waitlistMock).not.toHaveBeenCalled();
  });

  it.each(['/SorryZipCodePage', '/SorryZipCodePage?state=undefined', '/SorryZipCodePage?state=%20'])(
    'at %s speaks of your state, never of a missing value (W-5)',
    async (url) => {
      await renderWithProviders(<SorryZipCodePage />, { url });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Sorry, we are not in your state yet',
      );
    },
  );

  it('puts the e-mail on the waitlist with the zip and its state, then goes home', async () => {
    const store = createStore();
    store.set(zipCodeAtom, '60601');
    waitlistMock.mockResolvedValue({ data: { message: 'We will let you know when we reach your state' } });
    await renderWithProviders(<SorryZipCodePage />, { url: '/SorryZipCodePage?state=Illinois', store });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'sam.nguyen@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(waitlistMock).toHaveBeenCalledWith(expect.anything(), {
        email: 'sam.nguyen@example.com',
        state: 'IL',
        zipCode: '60601',
      }),
    );
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(/^\/$/);
  });

  it('words a failed join by its code, in Spanish', async () => {
    waitlistMock.mockResolvedValue(failure(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'));
    await renderWithProviders(<SorryZipCodePage />, {
      url: '/SorryZipCodePage?state=Illinois',
      locale: 'es',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Lo sentimos, todavía no estamos en Illinois',
    );
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Avisarme' }));
    expect(await screen.findByText('Algo salió mal, inténtelo de nuevo más tarde')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});
