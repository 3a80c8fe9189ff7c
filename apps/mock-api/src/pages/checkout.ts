import type { operations } from '@carrier/contracts/control';
import type { Scenario } from '@carrier/scenarios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardDigits, cardResult, isCardNumber, testCards } from '../commerce/cards';
import { cancelCheckout, settleCheckout } from '../commerce/payment';
import { controlRoute } from '../http/control-route';
import { OUTCOME_HEADER, sessionOf } from '../http/headers';
import { html, page, SafeHtml, sendPage, usd } from '../http/html';
import { type Language, requestLanguage } from '../http/language';
import { UnknownScenarioError } from '../scenarios/engine';
import type { CheckoutRecord } from '../store/commerce';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { CHECKOUT_WORDS, type CheckoutWords } from './checkout-words';

type PayForm = operations['payCheckout']['requestBody']['content']['application/x-www-form-urlencoded'];

const STYLE = new SafeHtml(`<style>
  .checkout { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; align-items: start; }
  .checkout .card { margin-bottom: 0; }
  .amount { font-size: 36px; font-weight: 700; margin: 0 0 16px; font-variant-numeric: tabular-nums; }
  .test-cards { grid-column: 1 / -1; }
  .test-cards code { white-space: nowrap; }
  .alert { color: var(--bad); background: #fee2e2; border-radius: 8px; padding: 8px 12px; }
  input[readonly] { background: #f5f6fa; color: var(--muted); }
  button.use { padding: 2px 10px; font-size: 13px; }
  @media (max-width: 720px) { .checkout { grid-template-columns: 1fr; } }
  /* A phone: each test card is a block (number and Use, then what it does), so the table fits (N-10). */
  @media (max-width: 480px) {
    .test-cards thead { display: none; }
    .test-cards tr { display: grid; grid-template-columns: 1fr auto; gap: 4px 8px; padding: 8px 0; border-bottom: 1px solid var(--line); }
    .test-cards td { border: 0; padding: 0; }
    .test-cards td:nth-child(2), .test-cards td:nth-child(3) { grid-column: 1 / -1; }
    .test-cards td:nth-child(4) { grid-row: 1; grid-column: 2; }
    .test-cards td:nth-child(3) code { white-space: normal; overflow-wrap: anywhere; }
  }
</style>`);

/** Fills the card field from a hint row: the only script of the page. */
const FILL_CARD = new SafeHtml(`<script>
  for (const button of document.querySelectorAll('button[data-card]'))
    button.addEventListener('click', () => { document.getElementById('cardNumber').value = button.dataset.card; });
</script>`);

function summary(words: CheckoutWords, checkout: CheckoutRecord) {
  return html`<section class="card">
      <p class="muted">${words.order(checkout.orderId)}</p>
      <p class="amount">${usd.format(checkout.amount)}</p>
      <table>
        <thead><tr><th>${words.item}</th><th class="num">${words.quantity}</th><th class="num">${words.amount}</th></tr></thead>
        <tbody>${checkout.lines.map(
          (line) =>
            html`<tr><td>${line.name}</td><td class="num">${line.quantity}</td><td class="num">${usd.format(line.amount)}</td></tr>`,
        )}</tbody>
        <tfoot><tr><td>${words.totalDue}</td><td></td><td class="num">${usd.format(checkout.amount)}</td></tr></tfoot>
      </table>
    </section>`;
}

function payForm(words: CheckoutWords, checkout: CheckoutRecord, error: string | undefined) {
  const base = `/checkout/${encodeURIComponent(checkout.id)}`;
  const notice = error ?? (checkout.lastError && words.failure(checkout.lastError));
  return html`<section class="card">
      <h2>${words.payWithCard}</h2>
      <label for="email">${words.email}</label>
      <input id="email" type="text" value="${checkout.customerEmail ?? ''}" readonly>
      <form method="post" action="${base}/pay">
        <label for="cardNumber">${words.cardNumber}</label>
        <input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number"
          placeholder="1234 1234 1234 1234" pattern="[0-9 ]{12,23}" maxlength="23" required autofocus>
        ${notice ? html`<p class="alert" role="alert">${notice}</p>` : ''}
        <div class="actions">
          <button type="submit">${words.pay(usd.format(checkout.amount))}</button>
          <button type="submit" form="cancel" class="secondary">${words.cancel}</button>
        </div>
      </form>
      <form id="cancel" method="post" action="${base}/cancel"></form>
      <p class="muted">${words.testMode}</p>
    </section>`;
}

/** The test cards, read from the scenario catalogue so the hints and the behaviour cannot drift apart. */
function testCardHints(words: CheckoutWords) {
  return html`<section class="card test-cards">
      <h2>${words.testCards}</h2>
      <table>
        <thead><tr><th>${words.cardNumber}</th><th>${words.outcome}</th><th>${words.scenario}</th><th></th></tr></thead>
        <tbody>${testCards().map(
          ({ number, scenario }) =>
            html`<tr><td><code>${number}</code></td><td>${words.cardOutcome(scenario)}</td><td><code>${scenario.id}</code></td><td><button type="button" class="use secondary" data-card="${number}">${words.use}</button></td></tr>`,
        )}</tbody>
      </table>
      <p class="muted">${words.cardRules}</p>
    </section>`;
}

function checkoutPage(language: Language, checkout: CheckoutRecord, error?: string): string {
  const words = CHECKOUT_WORDS[language];
  return page(
    { ...words.shell, wide: true, language },
    html`${STYLE}<div class="checkout">${summary(words, checkout)}${payForm(words, checkout, error)}${testCardHints(words)}</div>${FILL_CARD}`,
  );
}

/** A session that can no longer be paid: what became of it, and the way back to the site. */
function closedPage(language: Language, world: World, checkout: CheckoutRecord): string {
  const words = CHECKOUT_WORDS[language];
  const payment = world.state.commerce.payments.find((candidate) => candidate.id === checkout.paymentId);
  const heading = checkout.status === 'canceled' ? words.canceled : words.complete;
  return page(
    { ...words.shell, language },
    html`<div class="card">
      <h1>${heading}</h1>
      <p>${words.payment(checkout.orderId, usd.format(checkout.amount))}
        <span class="badge ${payment?.status === 'succeeded' ? 'ok' : ''}">${payment?.status ?? 'unknown'}</span></p>
      <div class="actions"><a class="button" href="${paymentResultLink(world, checkout)}">${words.returnToSite}</a></div>
    </div>`,
  );
}

function notFoundPage(language: Language): string {
  const words = CHECKOUT_WORDS[language];
  return page(
    { ...words.shell, language },
    html`<div class="card"><h1>${words.notFound}</h1><p>${words.notFoundText}</p></div>`,
  );
}

/** The site's payment result page for a checkout, by the payment's public id. */
function paymentResultLink(world: World, checkout: CheckoutRecord): string {
  const payment = world.state.commerce.payments.find((candidate) => candidate.id === checkout.paymentId);
  if (!payment) throw new Error(`Checkout ${checkout.id} has lost its payment`);
  return world.links.webPaymentResult(payment.publicId);
}

const toPaymentResult = (reply: FastifyReply, world: World, checkout: CheckoutRecord) =>
  reply.redirect(paymentResultLink(world, checkout), 303);

function findCheckout(world: World, request: FastifyRequest): CheckoutRecord | undefined {
  const { sessionId } = request.params as operations['checkoutPage']['parameters']['path'];
  return world.state.commerce.checkouts.find((checkout) => checkout.id === sessionId);
}

/**
 * The outcome of a payment: a `payment.*` scenario forced by header or armed for the session (the carrier
 * dispatcher does not run for pages), else the test card's, else none (the card is charged).
 */
function paymentOutcome(
  world: World,
  request: FastifyRequest,
  checkout: CheckoutRecord,
  cardNumber: string,
): Scenario | undefined {
  const session = sessionOf(request) ?? checkout.session;
  const forced = world.scenarios.selectForced('payCheckout', request.headers, session);
  if (forced && 'scenario' in forced && forced.scenario.kind === 'reply') return forced.scenario;
  const magic = world.scenarios.selectMagic({
    operationId: 'payCheckout',
    body: { cardNumber },
    params: {},
    applicantSsn4: () => undefined,
  });
  return magic && 'scenario' in magic ? magic.scenario : undefined;
}

/** The hosted checkout page in the manner of Stripe Checkout, paid with test cards (mock-control.yaml, pages). */
export function registerCheckoutPages(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
): void {
  controlRoute(app, validators, 'checkoutPage', (request, reply) => {
    const language = requestLanguage(request.headers);
    const checkout = findCheckout(world, request);
    if (!checkout) return sendPage(reply, 404, notFoundPage(language));
    return sendPage(
      reply,
      200,
      checkout.status === 'open' ? checkoutPage(language, checkout) : closedPage(language, world, checkout),
    );
  });

  controlRoute(app, validators, 'payCheckout', (request, reply) => {
    const language = requestLanguage(request.headers);
    const checkout = findCheckout(world, request);
    if (!checkout) return sendPage(reply, 404, notFoundPage(language));
    // A second submit of a session already paid or canceled changes nothing.
    if (checkout.status !== 'open') return toPaymentResult(reply, world, checkout);
    const { cardNumber } = request.body as PayForm;
    if (!isCardNumber(cardDigits(cardNumber)))
      return sendPage(reply, 400, checkoutPage(language, checkout, CHECKOUT_WORDS[language].invalidCard));
    let outcome: Scenario | undefined;
    try {
      outcome = paymentOutcome(world, request, checkout, cardNumber);
    } catch (error) {
      if (!(error instanceof UnknownScenarioError)) throw error;
      return sendPage(reply, 400, checkoutPage(language, checkout, error.message));
    }
    settleCheckout(world, checkout, cardResult(outcome));
    reply.header(OUTCOME_HEADER, outcome?.id ?? 'state');
    return toPaymentResult(reply, world, checkout);
  });

  controlRoute(app, validators, 'cancelCheckout', (request, reply) => {
    const checkout = findCheckout(world, request);
    if (!checkout) return sendPage(reply, 404, notFoundPage(requestLanguage(request.headers)));
    if (checkout.status === 'open') cancelCheckout(world, checkout);
    return toPaymentResult(reply, world, checkout);
  });
}
