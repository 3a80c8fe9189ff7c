import { ROUTES } from '@carrier/domain';
import { answerCarrier } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectReaction,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { renderRoute } from '../../../testing/render-route';

// Every documented error outcome of the coverage check, on the zip code page, in both languages.

testPageOutcomes('getAcpSupportedState', async (page) => {
  const { say, reply, locale, expected } = page;
  answerCarrier({ 'GET /public/acp_supported_state/{stateCode}': reply });
  await renderRoute(ROUTES.zipCode, { locale });
  const { fill, press } = visitor();
  await fill(say('coverage.zip.label'), '60601');
  await press(say('common.applyNow'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('coverage.zip.label'), '60601');
});
