import type { ApiError } from '@carrier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationIdAtom,
  eligibilityAtom,
  eligibilityCheckIdAtom,
  tribalStatusConfirmedAtom,
} from '../../../lib/state/benefit';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { getEligibilityStatus } from '../api/get-eligibility-status';
import { recheckEligibility } from '../api/recheck-eligibility';
import { AffordableConnectivityProgramPage } from '../pages/affordable-connectivity-program-page';
import { ApprovedPage } from '../pages/approved-page';
import { CheckEnrollStatusPage } from '../pages/check-enroll-status-page';
import { CongratulationEnrollPage } from '../pages/congratulation-enroll-page';
import { EnrollStepPage } from '../pages/enroll-step-page';
import { ExpiredPage } from '../pages/expired-page';
import { FailurePage } from '../pages/failure-page';
import { NotVerifiedEligiblePage } from '../pages/not-verified-eligible-page';
import { RejectedDocumentsPage } from '../pages/rejected-documents-page';
import { RejectedPage } from '../pages/rejected-page';
import { ReviewingPage } from '../pages/reviewing-page';
import { SubmitionAdditionalInformationPage } from '../pages/submition-additional-information-page';

vi.mock('../api/get-eligibility-status', () => ({ getEligibilityStatus: vi.fn() }));
vi.mock('../api/recheck-eligibility', () => ({ recheckEligibility: vi.fn() }));
const statusMock = vi.mocked(getEligibilityStatus);
const recheckMock = vi.mocked(recheckEligibility);

const IDS = { applicationId: 'A24-000123', eligibilityCheckId: 'c0ffee00-0000-4000-8000-000000000001' };

function withIds() {
  const store = createStore();
  store.set(applicationIdAtom, IDS.applicationId);
  store.set(eligibilityCheckIdAtom, IDS.eligibilityCheckId);
  return store;
}

beforeEach(() => {
  statusMock.mockReset();
  recheckMock.mockReset();
});

describe('the status pages read in both languages', () => {
  it.each<[string, () => ReactElement, string, string, string]>([
    [
      '/Rejected',
      RejectedPage,
      'Your application was not approved',
      'Su solicitud no fue aprobada',
      'Verify again',
    ],
    [
      '/RejectedDocuments',
      RejectedDocumentsPage,
      'A document is missing',
      'Falta un documento',
      'What to send',
    ],
    [
      '/Expired?id=A24-9',
      ExpiredPage,
      'Your application has expired',
      'Su solicitud venció',
      'Start a new application',
    ],
    [
      '/Approved',
      ApprovedPage,
      'Your application is approved',
      'Su solicitud fue aprobada',
      'Continue to enrollment',
    ],
    [
      '/NotVerifedEligiblePage',
      NotVerifiedEligiblePage,
      'We could not verify your eligibility',
      'No pudimos verificar su elegibilidad',
      'Verify again',
    ],
    [
      '/EnrolmentFailure',
      FailurePage,
      'We could not complete your enrollment',
      'No pudimos completar su inscripción',
      'Verify again',
    ],
    [
      '/Failure',
      FailurePage,
      'We could not transfer your benefit',
      'No pudimos transferir su beneficio',
      'Verify again',
    ],
    [
      '/AffordableConnectivityProgramm',
      AffordableConnectivityProgramPage,
      'Affordable Connectivity Program',
      'Programa de Conectividad Asequible',
      'Apply now',
    ],
    [
      '/SubmitionAdditionalInformationPage',
      SubmitionAdditionalInformationPage,
      'Submit additional information',
      'Envíe información adicional',
      'Continue with the National Verifier',
    ],
  ])('%s', async (url, Page, english, spanish, action) => {
    const en = await renderWithProviders(<Page />, { url });
    expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
    en.unmount();
    await renderWithProviders(<Page />, { url, locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: spanish })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Application ID', 'Eligibility check ID'],
    ['es', 'Número de solicitud', 'Número de verificación de elegibilidad'],
  ] as const)(
    '/Approved shows the ids the status lookup needs (%s, N-5)',
    async (locale, application, check) => {
      await renderWithProviders(<ApprovedPage />, { url: '/Approved', store: withIds(), locale });
      expect(
        within(screen.getByText(application).closest('div') as HTMLElement).getByText(IDS.applicationId),
      ).toBeInTheDocument();
      expect(
        within(screen.getByText(check).closest('div') as HTMLElement).getByText(IDS.eligibilityCheckId),
      ).toBeInTheDocument();
    },
  );

  it('the failure page verifies again from step 1', async () => {
    await renderWithProviders(<FailurePage />, { url: '/Failure' });
    expect(screen.getByRole('link', { name: 'Verify again' })).toHaveAttribute(
      'href',
      '/PersonalnfoPage?profileStep=1',
    );
  });

  it('the expired page names the application', async () => {
    await renderWithProviders(<ExpiredPage />, { url: '/Expired?id=A24-000777' });
    expect(screen.getByText('A24-000777')).toBeInTheDocument();
  });

  it.each(['/Expired', '/Expired?id=undefined', '/Expired?id=%20'])(
    'the expired page at %s names no application, and still offers a new one (W-5)',
    async (url) => {
      await renderWithProviders(<ExpiredPage />, { url });
      expect(screen.getByText('N/A')).toBeInTheDocument();
      expect(screen.queryByText('undefined')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
        'href',
        '/ZipCodePage',
      );
    },
  );

  it('the enrolled page shows both ids', async () => {
    await renderWithProviders(<CongratulationEnrollPage />, {
      url: '/CongratulationEnrollPage',
      store: withIds(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Enrolment submitted' })).toBeInTheDocument();
    expect(screen.getByText(IDS.applicationId)).toBeInTheDocument();
    expect(screen.getByText(IDS.eligibilityCheckId)).toBeInTheDocument();
  });
});

describe('/EnrollStep', () => {
  it('congratulates, shows the ids and the tribal confirmation, and leads to the enhanced-service page', async () => {
    const store = withIds();
    store.set(tribalStatusConfirmedAtom, 'true');
    await renderWithProviders(<EnrollStepPage />, { url: '/EnrollStep', store });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Congratulations! You qualify' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tribal benefit confirmed')).toBeInTheDocument();
    expect(screen.getByText(IDS.applicationId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll now' })).toHaveAttribute('href', '/EnhancedService');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/portal/),
    );
  });

  it('with code=CANNOT_UPDATE_DEVICE it says the device could not be added and enrols without one', async () => {
    await renderWithProviders(<EnrollStepPage />, {
      url: '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
      store: withIds(),
    });
    expect(screen.getByText('We could not add a device')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll now' })).toHaveAttribute('href', '/ConfirmAddress');
  });
});

describe('the status lookup', () => {
  const check = () => screen.getByRole('button', { name: 'Check' });

  it("needs one of the two ids: 'One of the field should not be empty'", async () => {
    await renderWithProviders(<CheckEnrollStatusPage />, { url: '/CheckEnrollStatusPage' });
    await userEvent.setup().click(check());
    expect(await screen.findByText('One of the field should not be empty')).toBeInTheDocument();
    expect(statusMock).not.toHaveBeenCalled();
  });

  it('shows the status of an application id, then continues where it stands', async () => {
    statusMock.mockResolvedValue({
      data: { statusCode: 200, status: 'PENDING_REVIEW', message: 'Your application is being reviewed' },
    });
    recheckMock.mockResolvedValue({
      data: { ...IDS, status: 'PENDING_REVIEW', message: 'Under review', tribalStatusConfirmed: false },
    });
    await renderWithProviders(<CheckEnrollStatusPage />, { url: '/CheckEnrollStatusPage', store: withIds() });
    const user = userEvent.setup();
    await user.click(check());
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    // The carrier's English words are not shown: the status's own name says it in the visitor's language.
    expect(screen.queryByText('Your application is being reviewed')).not.toBeInTheDocument();
    expect(statusMock).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        applicationId: IDS.applicationId,
        eligibilityCheckId: IDS.eligibilityCheckId,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue my application' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/Reviewing');
  });

  it('an unknown number is told as such, once, on the lookup where it can be corrected (W-27)', async () => {
    statusMock.mockResolvedValue({
      error: {
        status: 404,
        code: 'ELIGIBILITY_CHECK_NOT_FOUND',
        message: 'Eligibility check not found',
        fieldErrors: [],
      } satisfies ApiError,
    });
    await renderWithProviders(<CheckEnrollStatusPage />, { url: '/CheckEnrollStatusPage' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Application ID' }), 'A24-999999');
    await user.click(check());
    expect(
      await screen.findAllByText(
        'We could not find an application with that number. Please check it and try again.',
      ),
    ).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
    expect(screen.queryByTestId('landed-at')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Application ID' })).toHaveValue('A24-999999');
  });

  it('an approved application found by its number alone can go on to enrolment (W-26)', async () => {
    statusMock.mockResolvedValue({
      data: { statusCode: 200, status: 'APPROVED', message: 'The application is approved' },
    });
    await renderWithProviders(<CheckEnrollStatusPage />, { url: '/CheckEnrollStatusPage' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Application ID' }), IDS.applicationId);
    await user.click(check());
    expect(await screen.findByRole('link', { name: 'Enroll now' })).toHaveAttribute(
      'href',
      '/ConfirmAddress',
    );
    expect(localStorage.getItem('ApplicationId')).toBe(IDS.applicationId);
  });

  it('/Reviewing links to the verifier page the last reply named (W-25)', async () => {
    const store = withIds();
    const href = 'http://127.0.0.1:4010/verifier/A24-000123/resolution';
    store.set(eligibilityAtom, { status: 'PENDING_RESOLUTION', _links: { resolution: { href } } });
    await renderWithProviders(<ReviewingPage />, { url: '/Reviewing', store });
    expect(screen.getByRole('link', { name: 'Continue at the National Verifier' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it.each([
    [
      'en',
      'Finish your application at the National Verifier',
      'The National Verifier is reviewing your application',
    ],
    [
      'es',
      'Termine su solicitud en el Verificador Nacional',
      'El Verificador Nacional está revisando su solicitud',
    ],
  ] as const)(
    '/Reviewing does not say the verifier reviews what it is still waiting for (%s, W-25)',
    async (locale, title, reviewing) => {
      const store = withIds();
      const href = 'http://127.0.0.1:4010/verifier/A24-000123/resolution';
      store.set(eligibilityAtom, { status: 'PENDING_RESOLUTION', _links: { resolution: { href } } });
      await renderWithProviders(<ReviewingPage />, { url: '/Reviewing', store, locale });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(document.body).not.toHaveTextContent(reviewing);
      expect(screen.getAllByText(IDS.applicationId).length).toBeGreaterThan(0);
    },
  );

  it('/Reviewing shows the ids and the lookup', async () => {
    statusMock.mockResolvedValue({ data: { statusCode: 200, status: 'COMPLETE', message: 'Eligible' } });
    await renderWithProviders(<ReviewingPage />, { url: '/Reviewing', store: withIds() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your application is being reviewed' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(IDS.eligibilityCheckId).length).toBeGreaterThan(0);
    await userEvent.setup().click(check());
    await waitFor(() => expect(screen.getByText('Eligible: you can enroll')).toBeInTheDocument());
  });
});
