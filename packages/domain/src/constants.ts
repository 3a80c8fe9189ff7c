// Business constants and limits of both specifications (spec 000 §9, spec 001 §9).

/** Input limits every form shares. */
export const LIMITS = {
  zipLength: 5,
  phoneLength: 10,
  activationMaxLength: 20,
  verificationCodeLength: 6,
  nameMinLength: 2,
  nameMaxLength: 24,
  minTextLength: 2,
  minimumAge: 18,
  oldestBirthYear: 1900,
  ssnLength: 4,
  initialsMaxLength: 3,
  agreementInitials: 6,
  tribalIdMaxLength: 24,
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 10 },
} as const;

/** The $3 pay-as-you-go plan: allowances, overage in dollars per unit, SIM price, activation window. */
export const PREPAID = {
  pricePerMonth: 3,
  minutes: 100,
  texts: 100,
  dataMb: 100,
  overagePerMinute: 0.03,
  overagePerText: 0.01,
  overagePerMb: 0.03,
  simPrice: 10,
  activateWithinDays: 45,
} as const;

/** Benefit rules: use every 30 days, 200 % income limit, report a move within 30 days, enrolment values. */
export const ACP = {
  usageDays: 30,
  incomeLimitPercent: 200,
  reportMoveWithinDays: 30,
  acpCertInd: '1',
  shippingCountry: 'US',
} as const;

/** The tablet offered with the benefit: its device id and its price (also owed if not approved for it). */
export const TABLET = { deviceId: 1, price: 10.01 } as const;

/** Data add-on prices shown on the coverage congratulation page, GB to dollars. */
export const DATA_ADDON_PRICES = [
  { gb: 2, price: 5 },
  { gb: 5, price: 6 },
  { gb: 10, price: 8 },
  { gb: 15, price: 10 },
  { gb: 20, price: 12 },
] as const;

/** Timings of the site, in milliseconds unless named otherwise. */
export const TIMINGS = {
  toastMs: 3000,
  registrationErrorMs: 2000,
  scrollAnimationMs: 500,
  scrollDelayMs: 500,
  logoutDelayMs: 500,
  loginRecheckMs: 500,
  chunkLoadTimeoutMs: 120_000,
  personalDataCookieDays: 0.05,
} as const;

/** Minimum size of the exported invoice image, in pixels. */
export const INVOICE_IMAGE = { minWidth: 800, minHeight: 1000 } as const;
