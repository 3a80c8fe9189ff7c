import { ROUTES } from '@carrier/domain';
import type { PageRoute } from './page-route';
import { profileLoader } from './profile-loader';

const CATALOGUE_OPERATIONS = ['listPlans', 'listPlanPricings'] as const;

/** The commerce area (spec 000 §2): plans, add-ons, purchase, payment, activation, invoice, rates, agents. */
export const commerceRoutes: PageRoute[] = [
  {
    path: ROUTES.acp,
    meta: 'acp',
    load: () =>
      import('../../features/catalogue/pages/acp-page').then((m) => ({
        Component: m.AcpPage,
        loader: m.acpLoader,
      })),
    operations: CATALOGUE_OPERATIONS,
  },
  {
    path: ROUTES.threeDollar,
    meta: 'threeDollar',
    load: () =>
      import('../../features/catalogue/pages/three-dollar-page').then((m) => ({
        Component: m.ThreeDollarPage,
        loader: m.threeDollarLoader,
      })),
    operations: [...CATALOGUE_OPERATIONS, 'listAddOnPlans'],
  },
  {
    path: ROUTES.prePaid,
    meta: 'prepaid',
    load: () =>
      import('../../features/catalogue/pages/prepaid-page').then((m) => ({
        Component: m.PrePaidPage,
        loader: m.prePaidLoader,
      })),
    operations: CATALOGUE_OPERATIONS,
  },
  {
    path: ROUTES.ownPlan,
    meta: 'ownPlan',
    load: () =>
      import('../../features/catalogue/pages/own-plan-page').then((m) => ({
        Component: m.OwnPlanPage,
        loader: m.ownPlanLoader,
      })),
    operations: CATALOGUE_OPERATIONS,
  },
  {
    path: ROUTES.summaryPlan,
    load: async () => {
      const [m, loadProfile] = await Promise.all([
        import('../../features/catalogue/pages/summary-plan-page'),
        profileLoader(),
      ]);
      return { Component: m.SummaryPlanPage, loader: m.summaryPlanLoader(loadProfile) };
    },
    operations: [
      'getPlan',
      'listPlanPricings',
      'listAddOnPlans',
      'getProfile',
      'priceSim',
      'priceSubscriberSim',
      'purchaseSim',
      'purchaseSubscriberSim',
    ],
  },
  {
    path: ROUTES.summaryAddon,
    load: async () => {
      const [m, loadProfile] = await Promise.all([
        import('../../features/catalogue/pages/summary-addon-page'),
        profileLoader(),
      ]);
      return { Component: m.SummaryAddonPage, loader: m.summaryAddonLoader(loadProfile) };
    },
    operations: [
      'listAddOnPlans',
      'getProfile',
      'priceAddOnPlans',
      'priceSubscriberAddOnPlans',
      'purchaseAddOnPlans',
      'purchaseSubscriberAddOnPlans',
    ],
  },
  {
    path: ROUTES.activeSimCard,
    meta: 'activeSimCard',
    load: () =>
      import('../../features/activation/pages/active-sim-card-page').then((m) => ({
        Component: m.ActiveSimCardPage,
      })),
    operations: ['activateSim', 'activateAddOnPlan'],
  },
  {
    path: ROUTES.simActivated,
    navHidden: true,
    load: () =>
      import('../../features/activation/pages/sim-activated-page').then((m) => ({
        Component: m.SimActivatedPage,
      })),
  },
  {
    path: ROUTES.payment,
    navHidden: true,
    load: () =>
      import('../../features/checkout/pages/payment-page').then((m) => ({
        Component: m.PaymentPage,
        loader: m.paymentLoader,
      })),
    operations: ['getPayment'],
  },
  {
    path: ROUTES.internationalRate,
    meta: 'internationalRate',
    load: () =>
      import('../../features/rates/pages/international-rate-page').then((m) => ({
        Component: m.InternationalRatePage,
        loader: m.ratesLoader,
      })),
    operations: ['listRates'],
  },
  {
    path: ROUTES.faq,
    meta: 'faq',
    load: () => import('../../features/help/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  ...[ROUTES.agent, ROUTES.signupMasterAgent].map(
    (path): PageRoute => ({
      path,
      meta: 'agent',
      load: () => import('../../features/agents/pages/agent-page').then((m) => ({ Component: m.AgentPage })),
    }),
  ),
  {
    path: ROUTES.invoice,
    load: () =>
      import('../../features/invoice/pages/invoice-page').then((m) => ({
        Component: m.InvoicePage,
        loader: m.invoiceLoader,
      })),
    operations: ['getInvoice', 'getSubscriberInvoice'],
  },
  {
    path: ROUTES.checkout,
    load: () =>
      import('../../features/checkout/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: ROUTES.contactUs,
    meta: 'contactUs',
    load: () =>
      import('../../features/contact/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
    operations: ['postChatMessage'],
  },
  {
    path: ROUTES.test,
    navHidden: true,
    load: () => import('../../features/checkout/pages/test-page').then((m) => ({ Component: m.TestPage })),
  },
  {
    path: `${ROUTES.renew}/:uuid`,
    load: () =>
      import('../../features/checkout/pages/renew-page').then((m) => ({
        Component: m.RenewPage,
        loader: m.renewLoader,
      })),
    operations: ['getRenewal', 'payRenewal'],
  },
];
