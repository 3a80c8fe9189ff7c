// Every route of the site (spec 000 §2), spelled as the spec spells them, misspellings included: outside
// links point at them (DESIGN.md).

/** Route paths by name. */
export const ROUTES = {
  home: '/',
  administratorHome: '/administrator',
  resellerHome: '/reseller',
  acp: '/ACPPage',
  threeDollar: '/ThreeDollarMonPage',
  prePaid: '/PrePaidPage',
  ownPlan: '/OwnPlanPage',
  summaryPlan: '/SummaryPlanPage',
  summaryAddon: '/SummaryAddonPage',
  activeSimCard: '/ActiveSimCardPage',
  simActivated: '/CongratulationSimActivatedPage',
  payment: '/PaymentPage',
  internationalRate: '/InternationalRatePage',
  faq: '/FrequentlyAskedQuestionsPage',
  logOrRegister: '/LogOrRegisterPage',
  registration: '/RegistrationPage',
  shipping: '/ShippingPage',
  verifyEmail: '/VerifyEmailPage',
  accountVerified: '/AccountSuccessfullyVerifiedPage',
  forgotPassword: '/ForgotPasswordPage',
  resetPassword: '/ResetPasswordPage',
  logOut: '/LogOut',
  agent: '/AgentPage',
  signupMasterAgent: '/SignupMasterAgent',
  invoice: '/Invoice',
  errorPage: '/error-page',
  checkout: '/CheckoutPage',
  contactUs: '/ContactUsPage',
  test: '/TestPage',
  renew: '/public/renew',
  zipCode: '/ZipCodePage',
  congratulationZipCode: '/CongratulationZipCodePage',
  sorryZipCode: '/SorryZipCodePage',
  personalInfo: '/PersonalnfoPage',
  contactInfo: '/ContactInfoPage',
  household: '/HouseholdInformationPage',
  qualification: '/QualificationPage',
  tribalStatus: '/TribalStatusPage',
  verify: '/VerifyPage',
  agreement: '/AgreementPage',
  profileCompleted: '/ProfileCompletedPage',
  enhancedService: '/EnhancedService',
  enrollStep: '/EnrollStep',
  enrollDevices: '/EnrollDevices',
  confirmAddress: '/ConfirmAddress',
  transferAcpPlan: '/TransferAcpPlan',
  completedAcp: '/CompletedACP',
  reviewing: '/Reviewing',
  rejected: '/Rejected',
  rejectedDocuments: '/RejectedDocuments',
  expired: '/Expired',
  approved: '/Approved',
  failure: '/Failure',
  enrolmentFailure: '/EnrolmentFailure',
  notVerifiedEligible: '/NotVerifedEligiblePage',
  checkAcp: '/CheckACPPage',
  checkEnrollStatus: '/CheckEnrollStatusPage',
  acpEligibilityCheck: '/ACPEligibilityCheck',
  congratulation: '/Congratulation',
  congratulationEnroll: '/CongratulationEnrollPage',
  submitionAdditionalInformation: '/SubmitionAdditionalInformationPage',
  enrollSuccessfulSim: '/EnrollSuccessfulSIMPage',
  enrollFailureTablet: '/EnrollFailureTabletPage',
  failureSimTablet: '/FailureSimTabletPage',
  affordableConnectivityProgramm: '/AffordableConnectivityProgramm',
  returnFromUsac: '/ReturnFromUsacPage',
} as const;

/** A route path. */
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

const parameterised: Partial<Record<RoutePath, string>> = {
  [ROUTES.verifyEmail]: '/VerifyEmailPage/:email?',
  [ROUTES.resetPassword]: '/ResetPasswordPage/:role',
  [ROUTES.renew]: '/public/renew/:uuid',
};

/** Route patterns for matching (`:name` one segment, `:name?` an optional one). */
export const ROUTE_PATTERNS: readonly string[] = Object.values(ROUTES).map(
  (path) => parameterised[path] ?? path,
);

/** A path with a query of the defined values, in the given order. */
export function withQuery(
  path: string,
  query: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value == null ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
