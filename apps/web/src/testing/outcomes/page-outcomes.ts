/**
 * The page side of the outcome matrix: one component test per documented error outcome of an operation and
 * language, its table read from the matrix's data (`generated/outcome-matrix.json`, `pnpm outcomes --write`), so
 * a new documented outcome is a new test. The matrix gate reads the `testPageOutcomes('<operationId>', …)` calls
 * (written with the id as a literal) to name each operation's page test and fails on an operation without one.
 */
import { describe, it } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { CarrierReply } from '../carrier-replies';
import records from './generated/outcome-matrix.json';
import type { OutcomeRecord } from './matrix';

/** What the visitor must meet: the message's exact catalogue text in the page's language, and the route. */
export interface Expected {
  text?: string;
  route?: string;
}

/** One documented outcome of the operation, in one language. */
export interface PageOutcome {
  outcome: OutcomeRecord;
  locale: Locale;
  /** The carrier's reply for it: the status and the document's example body (the error shape). */
  reply: CarrierReply;
  expected: Expected;
}

const catalogues = new Map<Locale, Promise<Record<string, string>>>();
const catalogue = (locale: Locale) => {
  if (!catalogues.has(locale)) catalogues.set(locale, loadMessages(locale));
  return catalogues.get(locale) as Promise<Record<string, string>>;
};

/** The documented outcomes of an operation the page can meet (the ones the matrix records unreachable left out). */
export function outcomesOf(operationId: string): OutcomeRecord[] {
  return (records as OutcomeRecord[]).filter(
    (record) => record.operationId === operationId && !record.unreachable,
  );
}

/**
 * One test per documented outcome of `operationId` and language: `prove` renders the page as its route does, with
 * the carrier answering `reply`, and checks that the visitor meets `expected`.
 */
export function testPageOutcomes(operationId: string, prove: (page: PageOutcome) => Promise<void>) {
  const outcomes = outcomesOf(operationId);
  if (outcomes.length === 0) throw new Error(`the outcome matrix documents no outcome of ${operationId}`);
  const cases = outcomes.flatMap((outcome) =>
    LOCALES.map((locale) => ({ name: `${outcome.status} ${outcome.code} (${locale})`, outcome, locale })),
  );
  describe(`${operationId}: each documented error outcome on the page`, () => {
    it.each(cases)('$name', async ({ outcome, locale }) => {
      const { message, route } = outcome.reaction;
      const text = message ? (await catalogue(locale))[message] : undefined;
      if (message && !text) throw new Error(`the ${locale} catalogue has no ${message}`);
      await prove({
        outcome,
        locale,
        reply: { status: outcome.status, body: outcome.example },
        expected: { ...(text ? { text } : {}), ...(route ? { route } : {}) },
      });
    });
  });
}
