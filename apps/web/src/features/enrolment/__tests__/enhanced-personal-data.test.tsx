import { act, configure, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eligibilityCheckIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { renderWithProviders } from '../../../testing/render';
import { toastQueue } from '../../../ui';
import { confirmTribalStatus } from '../api/confirm-tribal-status';
import { submitPersonalData } from '../api/submit-personal-data';
import { EnhancedServiceView } from '../pages/enhanced-service-page';
import { carrierFailure, seedApplicant } from './fixtures';

vi.mock('../api/submit-personal-data', () => ({ submitPersonalData: vi.fn() }));
vi.mock('../api/confirm-tribal-status', () => ({ confirmTribalStatus: vi.fn() }));

const CHECK_ID = '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f';

// The site mounts under StrictMode (main.tsx), which runs every effect twice in development: "once" must hold there.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

beforeEach(() => {
  vi.resetAllMocks();
});

async function renderEnhanced(store: ReturnType<typeof createStore>) {
  return renderWithProviders(<EnhancedServiceView device={null} plans={[]} />, {
    url: '/EnhancedService',
    path: '/EnhancedService',
    store,
  });
}

/** Lets the settled reply of the call reach the page. */
async function replySettled() {
  await act(async () => {
    await vi.mocked(submitPersonalData).mock.results[0]?.value;
  });
}

describe('/EnhancedService personal data (spec 001 §7)', () => {
  it('sends the stored personal data once on arrival', async () => {
    vi.mocked(submitPersonalData).mockResolvedValue({ data: { message: 'Personal data saved' } });
    const store = createStore();
    seedApplicant(store);
    store.set(eligibilityCheckIdAtom, CHECK_ID);
    await renderEnhanced(store);
    await replySettled();

    expect(vi.mocked(submitPersonalData)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submitPersonalData).mock.calls[0]?.[1]).toEqual({
      applicationId: 'A24-000123',
      eligibilityCheckId: CHECK_ID,
      firstName: 'Maria',
      lastName: 'Lopez',
      dob: '1990-05-17',
      ssn4: '4821',
      contactEmail: 'maria.lopez@example.com',
      contactPhoneNumber: '2125550143',
      address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10118',
    });
    expect(vi.mocked(confirmTribalStatus)).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', () => carrierFailure(404, 'APPLICATION_NOT_FOUND', 'Application ID not found')],
    ['no reply', () => carrierFailure(0, 'NETWORK_ERROR', 'The carrier could not be reached')],
  ])('shows nothing after %s and leaves the page usable', async (_case, failure) => {
    vi.mocked(submitPersonalData).mockResolvedValue(failure());
    const store = createStore();
    seedApplicant(store);
    await renderEnhanced(store);
    await replySettled();

    expect(vi.mocked(submitPersonalData)).toHaveBeenCalledTimes(1);
    expect(toastQueue.visibleToasts).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(failure().error.message)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulation!');
    expect(screen.getByRole('button', { name: 'Enroll now' })).toBeEnabled();
  });

  it.each([
    ['nothing is held', () => undefined],
    [
      'the data names no application',
      (store: ReturnType<typeof createStore>) =>
        store.set(personalDataAtom, { firstName: 'Maria', lastName: 'Lopez', dob: '1990-05-17' }),
    ],
  ])('sends nothing when %s', async (_case, seed) => {
    const store = createStore();
    seed(store);
    await renderEnhanced(store);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulation!');
    expect(vi.mocked(submitPersonalData)).not.toHaveBeenCalled();
  });
});
