import { ROUTES } from '@carrier/domain';
import { screen, waitFor } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { afterEach, expect } from 'vitest';
import { applicationIdAtom, eligibilityCheckIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { store } from '../../../lib/state/store';
import { answerCarrier, type CarrierAnswer } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectNothingShown,
  expectReaction,
  type PageOutcome,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { logInSubscriber, logOut, renderRoute } from '../../../testing/render-route';
import { savedShippingAtom } from '../state/enrolment-state';
import { seedApplicant } from './fixtures';

// Every documented error outcome of the enrolment's calls, on the page that makes the call, for a guest and a
// subscriber, in both languages.

const PROFILE = {
  subscriberId: 42,
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  birthDate: '1990-05-17',
  phone: '2125550143',
  shippingAddress1: '350 Fifth Avenue',
  shippingAddress2: null,
  city: 'New York',
  state: 'NY',
  country: 'US',
  zipcode: '10118',
  balance: 0,
};

afterEach(() => {
  logOut();
  store.set(personalDataAtom, RESET);
  store.set(applicationIdAtom, RESET);
  store.set(savedShippingAtom, RESET);
  store.set(eligibilityCheckIdAtom, RESET);
});

/** The enrolment (or transfer) from the address page, the applicant's answers held. */
async function enrol(page: PageOutcome, operation: string, transfer: boolean, subscriber: boolean) {
  const { say, reply, locale, expected } = page;
  answerCarrier({ [operation]: reply, 'GET /subscriber/profile': { status: 200, body: PROFILE } });
  seedApplicant(store);
  if (subscriber) logInSubscriber();
  await renderRoute(`${ROUTES.confirmAddress}${transfer ? '?transfer=yes' : ''}`, {
    locale,
    pattern: ROUTES.confirmAddress,
  });
  const { fill, press } = visitor();
  await fill(say('address.line2'), 'Suite 4');
  await press(say(transfer ? 'enrolment.confirmAddress.submitTransfer' : 'enrolment.confirmAddress.submit'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('address.line2'), 'Suite 4');
}

testPageOutcomes('enrollNlad', (page) => enrol(page, 'POST /public/nlad/enroll', false, false));
testPageOutcomes('enrollSubscriberNlad', (page) => enrol(page, 'POST /subscriber/nlad/enroll', false, true));
testPageOutcomes('transferNlad', (page) => enrol(page, 'POST /public/nlad/transfer', true, false));
testPageOutcomes('transferSubscriberNlad', (page) =>
  enrol(page, 'POST /subscriber/nlad/transfer', true, true),
);

const ok = (body: unknown) => ({ status: 200, body });
const TABLET = {
  id: 1,
  name: 'Android Tablet 10.1',
  modelNumber: 'T10-LTE-32',
  brand: 'Vortex',
  haveSimCardSlot: true,
  isACPOnly: true,
  isActive: true,
  price: 10.01,
  marketValue: 129.99,
};
const CHECK_ID = '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f';

/** The enhanced (tribal) page of an applicant whose answers and check are held; `answers` replace the defaults. */
async function renderEnhanced(page: PageOutcome, answers: Record<string, CarrierAnswer>) {
  const carrier = answerCarrier({
    'GET /public/device/{id}': ok(TABLET),
    'GET /public/plan': ok([]),
    'POST /public/acp/personal-data': ok({ message: 'Personal data saved' }),
    ...answers,
  });
  seedApplicant(store);
  store.set(eligibilityCheckIdAtom, CHECK_ID);
  await renderRoute(ROUTES.enhancedService, { locale: page.locale });
  return carrier;
}

/** The page has the reply of `operation` and goes on: its tribal form is there. */
async function passedOver(page: PageOutcome, carrier: ReturnType<typeof answerCarrier>, operation: string) {
  await waitFor(() => expect(carrier.answered.map((request) => request.operation)).toContain(operation));
  expect(
    await screen.findByLabelText(new RegExp(page.say('enrolment.enhanced.tribalId'))),
  ).toBeInTheDocument();
  // The matrix says the page passes it over; were it to name words or a route, this test would not hold.
  expect(page.expected).toEqual({ nothing: true });
  await expectNothingShown(page);
}

testPageOutcomes('getDevice', async (page) => {
  const carrier = await renderEnhanced(page, { 'GET /public/device/{id}': page.reply });
  await passedOver(page, carrier, 'GET /public/device/{id}');
});

testPageOutcomes('submitPersonalData', async (page) => {
  const carrier = await renderEnhanced(page, { 'POST /public/acp/personal-data': page.reply });
  await passedOver(page, carrier, 'POST /public/acp/personal-data');
});

testPageOutcomes('confirmTribalStatus', async (page) => {
  const { say } = page;
  await renderEnhanced(page, { 'POST /public/acp/tribal-confirmation': page.reply });
  const { fill, press } = visitor();
  await fill(say('enrolment.enhanced.tribalId'), '000123456');
  await press(say('enhanced.confirmTribal'));
  await expectReaction(page);
  expectKept(say('enrolment.enhanced.tribalId'), '000123456');
});

testPageOutcomes('getOrder', async (page) => {
  answerCarrier({ 'GET /public/order/{id}': page.reply });
  await renderRoute(`${ROUTES.completedAcp}?orderId=ord_unknown&nladSubscriberId=NL00000AB`, {
    locale: page.locale,
    pattern: ROUTES.completedAcp,
  });
  await expectReaction(page);
});

const VERIFIED = ok({ applicationId: 'A24-000123', status: 'COMPLETE', message: 'Verified' });

/** The device claim: a device chosen, the SSN's last 4 typed; a guest's application is verified first. */
async function claim(page: PageOutcome, answers: Record<string, CarrierAnswer>, subscriber: boolean) {
  const { say, locale, expected } = page;
  answerCarrier({
    'GET /public/device': ok([TABLET]),
    'POST /public/nlad/verify': VERIFIED,
    ...answers,
  });
  seedApplicant(store);
  if (subscriber) logInSubscriber();
  await renderRoute(`${ROUTES.enrollDevices}?id=NL00000AB`, { locale, pattern: ROUTES.enrollDevices });
  const { fill, press, user } = visitor();
  await user.click(
    await screen.findByRole('button', {
      name: say('enrolment.devices.choose', { name: TABLET.name }),
    }),
  );
  await fill(say('enrolment.form.ssn4'), '4821');
  await press(say('enrolment.devices.submit'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('enrolment.form.ssn4'), '4821');
}

testPageOutcomes('verifyNlad', (page) => claim(page, { 'POST /public/nlad/verify': page.reply }, false));
testPageOutcomes('claimDeviceBenefit', (page) =>
  claim(page, { 'POST /public/nlad/claimDeviceBenefit': page.reply }, false),
);
testPageOutcomes('claimSubscriberDeviceBenefit', (page) =>
  claim(page, { 'POST /subscriber/nlad/claimDeviceBenefit': page.reply }, true),
);
