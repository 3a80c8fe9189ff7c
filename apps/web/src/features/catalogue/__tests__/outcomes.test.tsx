import { ROUTES } from '@carrier/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { answerCarrier, type CarrierAnswer } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectReaction,
  type PageOutcome,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { logInSubscriber, logOut, renderRoute } from '../../../testing/render-route';
import { addons, johnProfile, paygo, pricings } from './fixtures';

// Every documented error outcome of the catalogue's calls, on the summary page that makes the call, for a guest
// and a subscriber, in both languages.

const QUOTE = { items: [{ name: 'Sim', price: 10, quantity: 1 }], total: 10, message: 'Price calculated' };
const ok = (body: unknown) => ({ status: 200, body });

const PLAN_PAGE = `${ROUTES.summaryPlan}?plan=3&price=1`;
const ADDON_PAGE = `${ROUTES.summaryAddon}?addon=21`;

/** The carrier of the summaries: the catalogue, the profile and the quotes answer; `answers` replace them. */
function carrierWith(answers: Record<string, CarrierAnswer>) {
  answerCarrier({
    'GET /public/plan/{id}': ok(paygo),
    'GET /public/plan_pricing': ok(pricings),
    'GET /public/add-on_plan': ok(addons),
    'GET /subscriber/profile': ok(johnProfile),
    'POST /public/sim/purchase/price': ok(QUOTE),
    'POST /subscriber/sim/purchase/price': ok(QUOTE),
    'POST /public/add-on_plan/purchase/price': ok(QUOTE),
    'POST /subscriber/add-on_plans/purchase/price': ok(QUOTE),
    ...answers,
  });
}

afterEach(logOut);

/** A guest types the delivery form (the e-mail, and the address where the page asks for one). */
async function typeDelivery({ say }: PageOutcome, withAddress: boolean) {
  const { fill } = visitor();
  await fill(say('catalogue.summary.email'), 'maria.lopez@example.com');
  await fill(say('address.zip'), '33131');
  if (withAddress) {
    await fill(say('address.city'), 'Miami');
    await fill(say('address.line1'), '1200 Brickell Avenue');
  }
}

const GUEST_KEPT = ['catalogue.summary.email', 'maria.lopez@example.com'] as const;

/** A quote of the page refused: the zip typed (a guest's) or prefilled (a subscriber's) asks for it. */
async function quote(page: PageOutcome, url: string, operation: string, subscriber: boolean) {
  carrierWith({ [operation]: page.reply });
  if (subscriber) logInSubscriber();
  await renderRoute(url, { locale: page.locale, pattern: url.split('?')[0] });
  if (!subscriber) await visitor().fill(page.say('address.zip'), '33131');
  await expectReaction(page);
  expectKept(page.say('address.zip'), '33131');
}

/** A purchase of the page refused, after the quote: a guest goes on as a guest. */
async function purchase(page: PageOutcome, url: string, operation: string, subscriber: boolean) {
  const { say, locale } = page;
  carrierWith({ [operation]: page.reply });
  if (subscriber) logInSubscriber();
  await renderRoute(url, { locale, pattern: url.split('?')[0] });
  if (!subscriber) await typeDelivery(page, url === PLAN_PAGE);
  const { press } = visitor();
  const buy = await screen.findByRole('button', { name: say('purchase.buyNow') });
  await waitFor(() => expect(buy).toBeEnabled());
  await press(say('purchase.buyNow'));
  if (!subscriber) await press(say('catalogue.guest.continue'));
  await expectReaction(page);
  if (subscriber) expectKept(say('address.zip'), '33131');
  else expectKept(say(GUEST_KEPT[0]), GUEST_KEPT[1]);
}

/** The plan summary's loader refused: the page says so (and goes back to the plans). */
async function loadPlan(page: PageOutcome, operation: string) {
  carrierWith({ [operation]: page.reply });
  await renderRoute(PLAN_PAGE, { locale: page.locale, pattern: ROUTES.summaryPlan });
  await expectReaction(page);
}

testPageOutcomes('getPlan', (page) => loadPlan(page, 'GET /public/plan/{id}'));
testPageOutcomes('listPlanPricings', (page) => loadPlan(page, 'GET /public/plan_pricing'));

testPageOutcomes('priceSim', (page) => quote(page, PLAN_PAGE, 'POST /public/sim/purchase/price', false));
testPageOutcomes('priceSubscriberSim', (page) =>
  quote(page, PLAN_PAGE, 'POST /subscriber/sim/purchase/price', true),
);
testPageOutcomes('purchaseSim', (page) => purchase(page, PLAN_PAGE, 'POST /public/sim/purchase', false));
testPageOutcomes('purchaseSubscriberSim', (page) =>
  purchase(page, PLAN_PAGE, 'POST /subscriber/sim/purchase', true),
);

testPageOutcomes('priceAddOnPlans', (page) =>
  quote(page, ADDON_PAGE, 'POST /public/add-on_plan/purchase/price', false),
);
testPageOutcomes('priceSubscriberAddOnPlans', (page) =>
  quote(page, ADDON_PAGE, 'POST /subscriber/add-on_plans/purchase/price', true),
);
testPageOutcomes('purchaseAddOnPlans', (page) =>
  purchase(page, ADDON_PAGE, 'POST /public/add-on_plan/purchase', false),
);
testPageOutcomes('purchaseSubscriberAddOnPlans', (page) =>
  purchase(page, ADDON_PAGE, 'POST /subscriber/add-on_plans/purchase', true),
);
