import { ROUTES } from '@carrier/domain';
import { afterEach } from 'vitest';
import { answerCarrier } from '../../../testing/carrier-replies';
import { expectReaction, testPageOutcomes } from '../../../testing/outcomes/page-outcomes';
import { logInSubscriber, logOut, renderRoute } from '../../../testing/render-route';

// Every documented error outcome of the invoice's calls, on the invoice page, in both languages: a guest's link
// carries the public id, a subscriber's the numeric one.

afterEach(logOut);

testPageOutcomes('getInvoice', async (page) => {
  answerCarrier({ 'GET /public/invoice/{invoiceId}': page.reply });
  await renderRoute(`${ROUTES.invoice}?invoiceId=inv_4kQ9zT2mX7bR1vN8cW3yH6jL`, {
    locale: page.locale,
    pattern: ROUTES.invoice,
  });
  await expectReaction(page);
});

testPageOutcomes('getSubscriberInvoice', async (page) => {
  answerCarrier({ 'GET /subscriber/invoice/{invoiceId}': page.reply });
  logInSubscriber();
  await renderRoute(`${ROUTES.invoice}?invoiceId=9001`, { locale: page.locale, pattern: ROUTES.invoice });
  await expectReaction(page);
});
