import { ROUTES } from '@carrier/domain';
import { afterEach } from 'vitest';
import { applicationIdAtom, eligibilityCheckIdAtom } from '../../../lib/state/benefit';
import { store } from '../../../lib/state/store';
import { answerCarrier } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectReaction,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { renderRoute } from '../../../testing/render-route';

// Every documented error outcome of the eligibility lookups, on the page that makes the call, in both languages.

const APPLICATION_ID = 'A24-000123';
const CHECK_ID = 'EC-000123';

afterEach(() => {
  store.set(applicationIdAtom, null);
  store.set(eligibilityCheckIdAtom, null);
});

testPageOutcomes('recheckEligibility', async (page) => {
  answerCarrier({ 'POST /public/acp/eligibility-check/recheck': page.reply });
  store.set(applicationIdAtom, APPLICATION_ID);
  store.set(eligibilityCheckIdAtom, CHECK_ID);
  await renderRoute(ROUTES.acpEligibilityCheck, { locale: page.locale });
  await expectReaction(page);
});

testPageOutcomes('getEligibilityStatus', async (page) => {
  const { say, reply, locale, expected } = page;
  answerCarrier({ 'POST /public/acp/eligibility-check/status': reply });
  await renderRoute(ROUTES.checkEnrollStatus, { locale });
  const { fill, press } = visitor();
  await fill(say('eligibility.lookup.applicationId'), APPLICATION_ID);
  await fill(say('eligibility.lookup.eligibilityCheckId'), CHECK_ID);
  await press(say('eligibility.lookup.check'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('eligibility.lookup.applicationId'), APPLICATION_ID);
});
