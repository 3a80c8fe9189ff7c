import { ROUTES } from '@carrier/domain';
import { screen } from '@testing-library/react';
import { answerCarrier } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectReaction,
  type PageOutcome,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { renderRoute } from '../../../testing/render-route';

// Every documented error outcome of the activations, on the activation page (and the error page it leads to,
// which shows the words it carries), in both languages.

async function activate(page: PageOutcome, tab: 'sim' | 'addon', operation: string, number: string) {
  const { say, reply, locale, expected } = page;
  answerCarrier({ [operation]: reply });
  await renderRoute(ROUTES.activeSimCard, { locale, alsoRoutes: [ROUTES.errorPage] });
  const { user, fill, press } = visitor();
  if (tab === 'addon')
    await user.click(await screen.findByRole('tab', { name: say('activation.tab.addon') }));
  const numberLabel = say(tab === 'sim' ? 'activation.form.esn' : 'activation.form.mdn');
  await fill(numberLabel, number);
  await fill(say('activation.form.code'), '123456');
  await press(say('activation.form.continue'));
  // The error page renders for real: it is where the visitor reads the words the route carries.
  await expectReaction(page);
  if (!expected.route) expectKept(numberLabel, number);
}

testPageOutcomes('activateSim', (page) =>
  activate(page, 'sim', 'POST /public/sim/{esn}/activate', '8901260000000409'),
);
testPageOutcomes('activateAddOnPlan', (page) =>
  activate(page, 'addon', 'POST /public/add-on_plan/activate', '3055550409'),
);
