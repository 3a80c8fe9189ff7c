import { ROUTES } from '@carrier/domain';
import { RESET } from 'jotai/utils';
import { afterEach } from 'vitest';
import { applicationIdAtom, personalDataAtom } from '../../../lib/state/benefit';
import { store } from '../../../lib/state/store';
import { answerCarrier } from '../../../testing/carrier-replies';
import {
  expectKept,
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
