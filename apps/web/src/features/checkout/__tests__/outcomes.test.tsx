import { ROUTES } from '@carrier/domain';
import { screen } from '@testing-library/react';
import { answerCarrier } from '../../../testing/carrier-replies';
import { expectReaction, testPageOutcomes, visitor } from '../../../testing/outcomes/page-outcomes';
import { renderRoute } from '../../../testing/render-route';
import type { Renewal } from '../api/get-renewal';

// Every documented error outcome of the checkout's calls, on the page that makes the call, in both languages.

const UUID = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const DUE: Renewal = {
  uuid: UUID,
  planName: 'Everyday 15',
  amount: 15,
  dueDate: '2026-11-26',
  status: 'due',
};
const renewPage = { pattern: `${ROUTES.renew}/:uuid` };

testPageOutcomes('getPayment', async (page) => {
  answerCarrier({ 'GET /public/payment/{id}': page.reply });
  await renderRoute(`${ROUTES.payment}?paymentId=pay_unknown`, {
    locale: page.locale,
    pattern: ROUTES.payment,
  });
  await expectReaction(page);
});

testPageOutcomes('getRenewal', async (page) => {
  answerCarrier({ 'GET /public/renewal/{uuid}': page.reply });
  await renderRoute(`${ROUTES.renew}/${UUID}`, { locale: page.locale, ...renewPage });
  await expectReaction(page);
});

testPageOutcomes('payRenewal', async (page) => {
  answerCarrier({
    'GET /public/renewal/{uuid}': { status: 200, body: DUE },
    'POST /public/renewal/{uuid}/pay': page.reply,
  });
  await renderRoute(`${ROUTES.renew}/${UUID}`, { locale: page.locale, ...renewPage });
  const { user } = visitor();
  await user.click(await screen.findByRole('button', { name: page.say('checkout.renew.pay') }));
  await expectReaction(page);
});
