import { ROUTES } from '@carrier/domain';
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { personalDataAtom } from '../../../lib/state/benefit';
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
import { clearPersonalData, HELD } from './seed';

// Every documented error outcome of the eligibility check, on the agreement step that submits it, for a guest and
// a subscriber, in both languages.

afterEach(() => {
  logOut();
  clearPersonalData();
});

async function submitAgreement(page: PageOutcome, operation: string, subscriber: boolean) {
  const { say, reply, locale, expected } = page;
  answerCarrier({ [operation]: reply });
  if (subscriber) logInSubscriber();
  store.set(personalDataAtom, HELD);
  await renderRoute(`${ROUTES.agreement}?profileStep=7`, { locale, pattern: ROUTES.agreement });
  const { user, fill, press } = visitor();
  for (let n = 1; n <= 6; n++) await fill(say('wizard.agreement.initial', { n }), 'AD');
  await fill(say('wizard.agreement.signature'), 'Ana Diaz');
  await user.click(screen.getByRole('checkbox'));
  await press(say('wizard.agreement.submit'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('wizard.agreement.signature'), 'Ana Diaz');
}

testPageOutcomes('checkEligibility', (page) =>
  submitAgreement(page, 'POST /public/acp/eligibility-check', false),
);
testPageOutcomes('checkSubscriberEligibility', (page) =>
  submitAgreement(page, 'POST /subscriber/acp/eligibility-check', true),
);
