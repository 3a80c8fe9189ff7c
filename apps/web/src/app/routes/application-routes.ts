import { ROUTES } from '@carrier/domain';
import type { PageRoute } from './page-route';

/** The benefit application (spec 001 §2): coverage, the seven-step wizard, eligibility and status pages. */
export const applicationRoutes: PageRoute[] = [
  {
    path: ROUTES.zipCode,
    meta: 'zipCode',
    load: () =>
      import('../../features/zip-coverage/pages/zip-code-page').then((m) => ({ Component: m.ZipCodePage })),
    operations: ['getAcpSupportedState'],
  },
  {
    path: ROUTES.congratulationZipCode,
    load: () =>
      import('../../features/zip-coverage/pages/congratulation-zip-code-page').then((m) => ({
        Component: m.CongratulationZipCodePage,
        loader: m.congratulationZipCodeLoader,
      })),
    operations: ['listAddOnPlans'],
  },
  {
    path: ROUTES.sorryZipCode,
    load: () =>
      import('../../features/zip-coverage/pages/sorry-zip-code-page').then((m) => ({
        Component: m.SorryZipCodePage,
      })),
    operations: ['joinWaitlist'],
  },
  {
    path: ROUTES.personalInfo,
    load: () =>
      import('../../features/application-wizard/pages/personal-info-page').then((m) => ({
        Component: m.PersonalInfoPage,
      })),
  },
  {
    path: ROUTES.contactInfo,
    load: () =>
      import('../../features/application-wizard/pages/contact-info-page').then((m) => ({
        Component: m.ContactInfoPage,
      })),
  },
  {
    path: ROUTES.household,
    load: () =>
      import('../../features/application-wizard/pages/household-page').then((m) => ({
        Component: m.HouseholdPage,
      })),
  },
  {
    path: ROUTES.qualification,
    load: () =>
      import('../../features/application-wizard/pages/qualification-page').then((m) => ({
        Component: m.QualificationPage,
      })),
  },
  {
    path: ROUTES.tribalStatus,
    load: () =>
      import('../../features/application-wizard/pages/tribal-status-page').then((m) => ({
        Component: m.TribalStatusPage,
      })),
  },
  {
    path: ROUTES.verify,
    load: () =>
      import('../../features/application-wizard/pages/verify-page').then((m) => ({
        Component: m.VerifyPage,
      })),
  },
  {
    path: ROUTES.agreement,
    load: () =>
      import('../../features/application-wizard/pages/agreement-page').then((m) => ({
        Component: m.AgreementPage,
      })),
    operations: ['checkEligibility', 'checkSubscriberEligibility'],
  },
  {
    path: ROUTES.profileCompleted,
    load: () =>
      import('../../features/application-wizard/pages/profile-completed-page').then((m) => ({
        Component: m.ProfileCompletedPage,
      })),
  },
  {
    path: ROUTES.enrollStep,
    load: () =>
      import('../../features/eligibility/pages/enroll-step-page').then((m) => ({
        Component: m.EnrollStepPage,
      })),
  },
  {
    path: ROUTES.reviewing,
    load: () =>
      import('../../features/eligibility/pages/reviewing-page').then((m) => ({ Component: m.ReviewingPage })),
    operations: ['getEligibilityStatus'],
  },
  {
    path: ROUTES.rejected,
    load: () =>
      import('../../features/eligibility/pages/rejected-page').then((m) => ({ Component: m.RejectedPage })),
  },
  {
    path: ROUTES.rejectedDocuments,
    load: () =>
      import('../../features/eligibility/pages/rejected-documents-page').then((m) => ({
        Component: m.RejectedDocumentsPage,
      })),
  },
  {
    path: ROUTES.expired,
    load: () =>
      import('../../features/eligibility/pages/expired-page').then((m) => ({ Component: m.ExpiredPage })),
  },
  {
    path: ROUTES.approved,
    load: () =>
      import('../../features/eligibility/pages/approved-page').then((m) => ({ Component: m.ApprovedPage })),
  },
  {
    path: ROUTES.failure,
    load: () =>
      import('../../features/eligibility/pages/failure-page').then((m) => ({ Component: m.FailurePage })),
  },
  {
    path: ROUTES.enrolmentFailure,
    load: () =>
      import('../../features/eligibility/pages/failure-page').then((m) => ({ Component: m.FailurePage })),
  },
  {
    path: ROUTES.notVerifiedEligible,
    load: () =>
      import('../../features/eligibility/pages/not-verified-eligible-page').then((m) => ({
        Component: m.NotVerifiedEligiblePage,
      })),
  },
  {
    path: ROUTES.checkAcp,
    navHidden: true,
    load: () =>
      import('./check-acp-page').then((m) => ({ Component: m.CheckAcpPage, loader: m.checkAcpLoader })),
    operations: ['recheckEligibility', 'getOrder'],
  },
  {
    path: ROUTES.checkEnrollStatus,
    load: () =>
      import('../../features/eligibility/pages/check-enroll-status-page').then((m) => ({
        Component: m.CheckEnrollStatusPage,
      })),
    operations: ['getEligibilityStatus', 'recheckEligibility'],
  },
  {
    path: ROUTES.acpEligibilityCheck,
    load: () =>
      import('../../features/eligibility/pages/eligibility-check-page').then((m) => ({
        Component: m.EligibilityCheckPage,
      })),
    operations: ['recheckEligibility'],
  },
  {
    path: ROUTES.congratulationEnroll,
    load: () =>
      import('../../features/eligibility/pages/congratulation-enroll-page').then((m) => ({
        Component: m.CongratulationEnrollPage,
      })),
  },
  {
    path: ROUTES.submitionAdditionalInformation,
    load: () =>
      import('../../features/eligibility/pages/submition-additional-information-page').then((m) => ({
        Component: m.SubmitionAdditionalInformationPage,
      })),
  },
  {
    path: ROUTES.affordableConnectivityProgramm,
    load: () =>
      import('../../features/eligibility/pages/affordable-connectivity-program-page').then((m) => ({
        Component: m.AffordableConnectivityProgramPage,
      })),
  },
  {
    path: ROUTES.returnFromUsac,
    load: () =>
      import('../../features/eligibility/pages/eligibility-check-page').then((m) => ({
        Component: m.EligibilityCheckPage,
      })),
    operations: ['recheckEligibility'],
  },
];
