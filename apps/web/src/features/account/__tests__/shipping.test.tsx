import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { renderWithProviders } from '../../../testing/render';
import { getProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { ShippingPage, shippingLoader } from '../pages/shipping-page';

vi.mock('../api/get-profile', () => ({ getProfile: vi.fn() }));
vi.mock('../api/update-profile', () => ({ updateProfile: vi.fn() }));

/** A token whose expiry lies in 2100, so the session counts as logged in. */
const liveToken = `x.${btoa(JSON.stringify({ sub: '1', exp: 4102444800 }))}.y`;
const profile = {
  subscriberId: 1,
  email: 'john.carter@example.com',
  firstName: 'John',
  lastName: 'Carter',
  birthDate: '1985-04-12',
  phone: '3055550100',
  shippingAddress1: '100 Brickell Ave',
  shippingAddress2: 'Apt 12',
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zipcode: '33131',
  balance: 12.5,
} as const;

beforeEach(() => {
  vi.resetAllMocks();
  store.set(tokenAtom, null);
});

describe('/ShippingPage', () => {
  it('sends a visitor who is not logged in to the login with shippingPage=true', async () => {
    const response = (await shippingLoader()) as Response;
    expect(response.headers.get('Location')).toBe('/LogOrRegisterPage?shippingPage=true');
    expect(vi.mocked(getProfile)).not.toHaveBeenCalled();
  });

  it('prefills the profile and saves the address through the profile call', async () => {
    store.set(tokenAtom, liveToken);
    vi.mocked(getProfile).mockResolvedValue({ data: profile });
    vi.mocked(updateProfile).mockResolvedValue({ data: { ...profile, city: 'Orlando' } });
    await renderWithProviders(<ShippingPage />, { url: '/ShippingPage', loader: shippingLoader });

    const city = await screen.findByLabelText(/^City/);
    expect(city).toHaveValue('Miami');
    expect(screen.getByLabelText(/^Shipping address 1/)).toHaveValue('100 Brickell Ave');
    const user = userEvent.setup();
    await user.clear(city);
    await user.type(city, 'Orlando');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your shipping address has been saved')).toBeInTheDocument();
    expect(vi.mocked(updateProfile).mock.calls[0]?.[1]).toEqual({
      country: 'US',
      state: 'FL',
      city: 'Orlando',
      zipcode: '33131',
      shippingAddress1: '100 Brickell Ave',
      shippingAddress2: 'Apt 12',
    });
  });

  it("shows the delivery form's messages and keeps the other values", async () => {
    store.set(tokenAtom, liveToken);
    vi.mocked(getProfile).mockResolvedValue({ data: profile });
    await renderWithProviders(<ShippingPage />, { url: '/ShippingPage', loader: shippingLoader });
    const zip = await screen.findByLabelText(/^Zip code/);
    const user = userEvent.setup();
    await user.clear(zip);
    await user.type(zip, '331');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('ZipCode should be 5 digits'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(vi.mocked(updateProfile)).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Miami');
  });
});
