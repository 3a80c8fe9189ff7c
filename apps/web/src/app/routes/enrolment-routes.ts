import { ROUTES } from '@carrier/domain';
import type { PageRoute } from './page-route';
import { profileLoader } from './profile-loader';

const ENROL_OPERATIONS = ['enrollNlad', 'enrollSubscriberNlad', 'getProfile'] as const;

/**
 * Benefit enrolment (spec 001 §2): enhanced service, the eligible offer (/Congratulation), address, NLAD enrolment
 * and transfer, devices, completion and the enrolment result pages.
 */
export const enrolmentRoutes: PageRoute[] = [
  {
    path: ROUTES.enhancedService,
    load: () =>
      import('../../features/enrolment/pages/enhanced-service-page').then((m) => ({
        Component: m.EnhancedServicePage,
        loader: m.enhancedServiceLoader,
      })),
    operations: ['getDevice', 'listPlans', 'confirmTribalStatus', 'submitPersonalData'],
  },
  {
    path: ROUTES.congratulation,
    load: () =>
      import('../../features/enrolment/pages/eligible-page').then((m) => ({
        Component: m.EligiblePage,
        loader: m.eligibleLoader,
      })),
    operations: ['listPlans', 'getDevice'],
  },
  {
    path: ROUTES.confirmAddress,
    load: async () => {
      const [m, loadProfile] = await Promise.all([
        import('../../features/enrolment/pages/confirm-address-page'),
        profileLoader(),
      ]);
      return { Component: m.ConfirmAddressPage, loader: m.confirmAddressLoader(loadProfile) };
    },
    operations: [...ENROL_OPERATIONS, 'transferNlad', 'transferSubscriberNlad'],
  },
  {
    path: ROUTES.transferAcpPlan,
    load: () =>
      import('../../features/enrolment/pages/transfer-acp-plan-page').then((m) => ({
        Component: m.TransferAcpPlanPage,
      })),
    operations: ['transferNlad', 'transferSubscriberNlad'],
  },
  {
    path: ROUTES.enrollDevices,
    load: () =>
      import('../../features/enrolment/pages/enroll-devices-page').then((m) => ({
        Component: m.EnrollDevicesPage,
        loader: m.enrollDevicesLoader,
      })),
    operations: ['listDevices', 'verifyNlad', 'claimDeviceBenefit', 'claimSubscriberDeviceBenefit'],
  },
  {
    path: ROUTES.completedAcp,
    load: () =>
      import('../../features/enrolment/pages/completed-acp-page').then((m) => ({
        Component: m.CompletedAcpPage,
        loader: m.completedAcpLoader,
      })),
    operations: ['getOrder'],
  },
  {
    path: ROUTES.enrollSuccessfulSim,
    load: () =>
      import('../../features/enrolment/pages/enrolment-status-pages').then((m) => ({
        Component: m.EnrollSuccessfulSimPage,
      })),
  },
  {
    path: ROUTES.enrollFailureTablet,
    load: () =>
      import('../../features/enrolment/pages/enrolment-status-pages').then((m) => ({
        Component: m.EnrollFailureTabletPage,
      })),
  },
  {
    path: ROUTES.failureSimTablet,
    load: () =>
      import('../../features/enrolment/pages/enrolment-status-pages').then((m) => ({
        Component: m.FailureSimTabletPage,
      })),
  },
];
