import type { ApiError } from '@carrier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { renderWithProviders } from '../../../testing/render';
import { recheckEligibility } from '../api/recheck-eligibility';
import { EligibilityCheckPage } from '../pages/eligibility-check-page';

vi.mock('../api/recheck-eligibility', () => ({ recheckEligibility: vi.fn() }));
const recheckMock = vi.mocked(recheckEligibility);

const IDS = { applicationId: 'A24-000123', eligibilityCheckId: 'c0ffee00-0000-4000-8000-000000000001' };
const VERIFIER = 'http://127.0.0.1:4010/verifier/A24-000123';
type Status = NonNullable<Awaited<ReturnType<typeof recheckEligibility>>['data']>['status'];

const reply = (status: Status, extra: object = {}) => ({
  data: { ...IDS, status, message: 'Eligibility status', tribalStatusConfirmed: false, ...extra },
});
const failure = (status: number, code: string, message: string) => ({
  error: { status, code, message, fieldErrors: [] } satisfies ApiError,
});

async function arriveWithStoredIds(url = '/ReturnFromUsacPage') {
  const store = createStore();
  store.set(applicationIdAtom, IDS.applicationId);
  store.set(eligibilityCheckIdAtom, IDS.eligibilityCheckId);
  return renderWithProviders(<EligibilityCheckPage />, { url, path: url.split('?')[0], store });
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  recheckMock.mockReset();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => vi.restoreAllMocks());

describe('the return from the verifier rechecks by the stored ids and routes by the answer (spec 001 §4)', () => {
  it.each<[Status, string]>([
    ['IN_PROGRESS', '/Reviewing'],
    ['PENDING_REVIEW', '/Reviewing'],
    ['REVIEWING', '/Reviewing'],
    ['COMPLETE', '/EnrollStep'],
    ['FAILURE', '/NotVerifedEligiblePage'],
    ['APPLICATION_NOT_FOUND', '/EnrolmentFailure'],
    ['APP_CLOSED_OR_EXPIRED', '/Expired?id=A24-000123'],
    ['APPROVED', '/Approved'],
  ])('%s goes to %s', async (status, path) => {
    recheckMock.mockResolvedValue(reply(status));
    await arriveWithStoredIds();
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(path);
    expect(recheckMock).toHaveBeenCalledWith(expect.anything(), IDS);
  });

  it.each<[Status, 'resolution' | 'certification']>([
    ['PENDING_RESOLUTION', 'resolution'],
    ['PENDING_CONTINUED_ELIGIBILITY', 'resolution'],
    ['PENDING_CONTINUED_ELIGIBILITY_BATCH', 'resolution'],
    ['PENDING_CERT', 'certification'],
  ])('opening the site afresh, %s sends the browser to the verifier’s %s page', async (status, link) => {
    const href = `${VERIFIER}/${link}`;
    recheckMock.mockResolvedValue(reply(status, { _links: { [link]: { href } } }));
    await arriveWithStoredIds('/ACPEligibilityCheck');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(href));
  });

  it.each<[Status, 'resolution' | 'certification']>([
    ['PENDING_RESOLUTION', 'resolution'],
    ['PENDING_CERT', 'certification'],
  ])(
    'back from the verifier without finishing, %s shows the waiting page, not the verifier again (W-25)',
    async (status, link) => {
      const href = `${VERIFIER}/${link}`;
      recheckMock.mockResolvedValue(reply(status, { _links: { [link]: { href } } }));
      await arriveWithStoredIds();
      expect(await screen.findByTestId('landed-at')).toHaveTextContent('/Reviewing');
      expect(assign).not.toHaveBeenCalled();
      expect(JSON.parse(localStorage.getItem('Eligibility') ?? '{}')._links[link].href).toBe(href);
    },
  );

  it('COMPLETE stores the ids and the tribal confirmation', async () => {
    recheckMock.mockResolvedValue(reply('COMPLETE', { tribalStatusConfirmed: true }));
    await arriveWithStoredIds();
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/EnrollStep');
    expect(localStorage.getItem('tribalStatusConfirmed')).toBe('true');
    expect(localStorage.getItem('ApplicationId')).toBe(IDS.applicationId);
    expect(localStorage.getItem('eligibilityCheckId')).toBe(IDS.eligibilityCheckId);
  });

  it.each([
    ['ELIGIBILITY_CHECK_NOT_FOUND', '/Rejected'],
    ['APPLICATION_NOT_FOUND', '/RejectedDocuments'],
  ])('error %s goes to %s', async (code, path) => {
    recheckMock.mockResolvedValue(failure(404, code, 'Not found'));
    await arriveWithStoredIds();
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(path);
  });

  it('another error shows its words and forgets the application id', async () => {
    recheckMock.mockResolvedValue(failure(400, 'INVALID_TRIBAL_ID', 'The tribal ID could not be verified'));
    await arriveWithStoredIds();
    expect(await screen.findByText('The tribal ID could not be verified')).toBeInTheDocument();
    expect(localStorage.getItem('ApplicationId')).toBeNull();
  });

  it('uses the verifier’s ids when none are stored', async () => {
    recheckMock.mockResolvedValue(reply('COMPLETE'));
    await renderWithProviders(<EligibilityCheckPage />, {
      url: `/ReturnFromUsacPage?applicationId=${IDS.applicationId}&eligibilityCheckId=${IDS.eligibilityCheckId}`,
    });
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/EnrollStep');
    expect(recheckMock).toHaveBeenCalledWith(expect.anything(), IDS);
  });

  it('takes a link’s undefined ids for none: the lookup, and nothing sent (W-5)', async () => {
    await renderWithProviders(<EligibilityCheckPage />, {
      url: '/ReturnFromUsacPage?applicationId=undefined&eligibilityCheckId=undefined',
    });
    expect(screen.getByRole('heading', { name: 'We could not find your application' })).toBeInTheDocument();
    expect(recheckMock).not.toHaveBeenCalled();
  });

  it('without any ids it offers the lookup and a new application', async () => {
    await renderWithProviders(<EligibilityCheckPage />, { url: '/ACPEligibilityCheck' });
    expect(screen.getByRole('heading', { name: 'We could not find your application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up my application' })).toHaveAttribute(
      'href',
      '/CheckEnrollStatusPage',
    );
    expect(recheckMock).not.toHaveBeenCalled();
  });

  it('a server error opens the internal-server-error dialog; Try Again checks again', async () => {
    recheckMock.mockResolvedValueOnce(failure(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'));
    recheckMock.mockResolvedValueOnce(reply('APPROVED'));
    await arriveWithStoredIds('/ACPEligibilityCheck');
    const dialog = await screen.findByRole('alertdialog', { name: 'Internal server error' });
    expect(dialog).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/Approved');
    expect(recheckMock).toHaveBeenCalledTimes(2);
  });
});
