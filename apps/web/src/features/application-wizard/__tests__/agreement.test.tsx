import type { ApiError } from '@carrier/contracts';
import { wizardStepPath } from '@carrier/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalDataAtom } from '../../../lib/state/benefit';
import { tokenAtom } from '../../../lib/state/session';
import { renderWithProviders } from '../../../testing/render';
import { checkEligibility } from '../api/check-eligibility';
import { AgreementPage } from '../pages/agreement-page';
import { clearPersonalData, HELD, renderStep } from './seed';

vi.mock('../api/check-eligibility', async (original) => ({
  ...(await original<typeof import('../api/check-eligibility')>()),
  checkEligibility: vi.fn(),
}));
const checkMock = vi.mocked(checkEligibility);

const url = '/AgreementPage?profileStep=7';
const submitButton = () => screen.getByRole('button', { name: /Submit application|Resubmit/ });
const failure = (
  status: number,
  code: string,
  message: string,
  fieldErrors: ApiError['fieldErrors'] = [],
) => ({
  error: { status, code, message, fieldErrors } satisfies ApiError,
});
const result = (status: string) => ({
  data: {
    applicationId: 'A24-000123',
    eligibilityCheckId: 'c0ffee00-0000-4000-8000-000000000001',
    status: status as 'COMPLETE',
    message: 'Eligibility check complete',
    tribalStatusConfirmed: false,
  },
});

async function signAll(initials = 'AD', signature = 'Ana Diaz') {
  const user = userEvent.setup();
  for (let n = 1; n <= 6; n++)
    await user.type(screen.getByRole('textbox', { name: `Initials ${n}` }), initials);
  await user.type(screen.getByRole('textbox', { name: /Signature/ }), signature);
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  return user;
}

beforeEach(() => {
  clearPersonalData();
  checkMock.mockReset();
});

describe('step 7, the agreement', () => {
  it('shows every message on Submit and sends nothing', async () => {
    await renderStep(<AgreementPage />, url);
    await userEvent.setup().click(submitButton());
    for (let n = 1; n <= 6; n++) expect(await screen.findByText(`Initial ${n} is wrong`)).toBeInTheDocument();
    expect(screen.getByText('Signature is mandatory')).toBeInTheDocument();
    expect(screen.getByText('Checkbox is mandatory')).toBeInTheDocument();
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('takes letters and spaces in upper case for the initials, and wants First Last as the signature', async () => {
    await renderStep(<AgreementPage />, url);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Initials 1' }), '1a-dx');
    expect(screen.getByRole('textbox', { name: 'Initials 1' })).toHaveValue('ADX');
    await user.type(screen.getByRole('textbox', { name: /Signature/ }), 'Ana D1iaz Soto');
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveValue('Ana Diaz Soto');
    expect(await screen.findByText('Signature is wrong')).toBeInTheDocument();
  });

  it('shows the support help block', async () => {
    await renderStep(<AgreementPage />, url);
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support portal' })).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday, 8:00 a\.m\. to 8:00 p\.m\./)).toBeInTheDocument();
  });

  it('submits the public check with the held answers and goes to /EnrollStep on COMPLETE', async () => {
    checkMock.mockResolvedValue(result('COMPLETE'));
    const view = await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/EnrollStep');
    expect(checkMock).toHaveBeenCalledWith(
      expect.anything(),
      false,
      expect.objectContaining({
        firstName: 'Ana',
        ssn4: '4821',
        eligibilityCode: 'E2',
        eligibilityProgramCode: 'E2',
      }),
    );
    expect(localStorage.getItem('ApplicationId')).toBe('A24-000123');
    expect(localStorage.getItem('tribalStatusConfirmed')).toBe('false');
    expect(JSON.parse(sessionStorage.getItem('applicantData') ?? '{}')).toMatchObject({
      firstName: 'Ana',
      applicationId: 'A24-000123',
    });
    expect(view.store.get(personalDataAtom).firstName).toBe('Ana');
  });

  it('sends nothing while an answer the check needs is missing, and asks again from step 1', async () => {
    const { contactEmail: _skipped, ...withoutStep2 } = HELD;
    await renderStep(<AgreementPage />, url, withoutStep2);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(wizardStepPath(1));
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('uses the subscriber check when logged in, and sends no SSN for a tribal applicant', async () => {
    checkMock.mockResolvedValue(result('COMPLETE'));
    const store = createStore();
    store.set(personalDataAtom, { ...HELD, checkTribal: true, tribalId: '402918337', numberOfAdults: '2' });
    store.set(tokenAtom, 'header.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.signature');
    await renderWithProviders(<AgreementPage />, { url, store });
    const user = await signAll();
    await user.click(submitButton());
    await waitFor(() => expect(checkMock).toHaveBeenCalled());
    const [, loggedIn, request] = checkMock.mock.calls[0] ?? [];
    expect(loggedIn).toBe(true);
    expect(request).toMatchObject({ eligibilityCode: '9', tribalId: '402918337', numberOfAdults: 2 });
    expect(request).not.toHaveProperty('ssn4');
    expect(request).not.toHaveProperty('checkTribal');
  });

  it('cannot be pressed twice while the check runs', async () => {
    let answer: (value: Awaited<ReturnType<typeof checkEligibility>>) => void = () => undefined;
    checkMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    await user.click(submitButton());
    expect(checkMock).toHaveBeenCalledTimes(1);
    answer(result('COMPLETE'));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/EnrollStep');
  });

  it.each([
    ['INVALID_TRIBAL_ID', '/TribalStatusPage?profileStep=5'],
    ['STATE_NOT_SUPPORTED', '/ContactInfoPage?profileStep=2'],
  ])('%s goes back to %s and keeps the answers', async (code, path) => {
    checkMock.mockResolvedValue(failure(400, code, 'Rejected'));
    const view = await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(path);
    expect(view.store.get(personalDataAtom)).toMatchObject(HELD);
  });

  it.each([
    ['ELIGIBILITY_CHECK_NOT_FOUND', '/Rejected'],
    ['APPLICATION_NOT_FOUND', '/RejectedDocuments'],
  ])('the error %s goes to %s', async (code, path) => {
    checkMock.mockResolvedValue(failure(404, code, 'Not found'));
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(path);
  });

  it.each([
    ['PENDING_REVIEW', '/Reviewing'],
    ['FAILURE', '/NotVerifedEligiblePage'],
    ['APP_CLOSED_OR_EXPIRED', '/Expired?id=A24-000123'],
  ])('the status %s goes to %s', async (status, path) => {
    checkMock.mockResolvedValue(result(status));
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(path);
  });

  it('shows the joined field errors inline', async () => {
    checkMock.mockResolvedValue(
      failure(400, 'FIELD_VALIDATION_FAILED', 'Validation failed', [
        { field: 'ssn4', message: 'Ssn should be 4 numbers' },
        { field: 'firstName', message: 'First name Invalid' },
      ]),
    );
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByText('Ssn should be 4 numbers. First name Invalid')).toBeInTheDocument();
    expect(screen.queryByText(/ssn4:|firstName:|Validation failed/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveValue('Ana Diaz');
  });

  it("after a time-out the button reads 'Resubmit'", async () => {
    checkMock.mockResolvedValue(failure(504, 'TIMEOUT', 'Endpoint request timed out'));
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByText('Endpoint request timed out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
  });

  it('words a reply that leads nowhere by the generic text and forgets the application id', async () => {
    checkMock.mockResolvedValue({
      data: { ...result('COMPLETE').data, status: 'UNKNOWN' as 'COMPLETE', message: 'Try again later' },
    });
    localStorage.setItem('ApplicationId', 'OLD');
    await renderStep(<AgreementPage />, url);
    const user = await signAll();
    await user.click(submitButton());
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
    expect(localStorage.getItem('ApplicationId')).toBeNull();
  });
});
