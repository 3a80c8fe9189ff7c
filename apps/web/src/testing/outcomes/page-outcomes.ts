/**
 * The page side of the outcome matrix: one component test per documented error outcome of an operation and
 * language, its table read from the matrix's data (`generated/outcome-matrix.json`, `pnpm outcomes --write`), so
 * a new documented outcome is a new test. The matrix gate reads the `testPageOutcomes('<operationId>', …)` calls
 * (written with the id as a literal) to name each operation's page test and fails on an operation without one.
 */
import { carrierErrorMessageId } from '@carrier/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import { FORMAT_LOCALES, LOCALES, type Locale } from '../../i18n/locales';
import { type CarrierReply, unansweredRequests } from '../carrier-replies';
import { currentPath, logOut } from '../render-route';
import { toastTexts } from '../toasts';
import records from './generated/outcome-matrix.json';
import type { OutcomeRecord } from './matrix';

/** What the visitor must meet: the message's exact catalogue text in the page's language, and the route. */
export interface Expected {
  text?: string;
  route?: string;
  /** The page shows nothing for it, by design (the matrix says why). */
  nothing?: boolean;
}

/** One documented outcome of the operation, in one language. */
export interface PageOutcome {
  outcome: OutcomeRecord;
  locale: Locale;
  /** The carrier's reply for it: the status and the document's example body (the error shape). */
  reply: CarrierReply;
  expected: Expected;
  /** A text of the page's language by message id: the labels and buttons a visitor reads. */
  say: (id: string, values?: Record<string, string | number>) => string;
}

const intls = new Map<Locale, Promise<IntlShape>>();
/** The language's messages as the page formats them (the catalogues are parsed: compiled-catalogues.ts). */
const intlOf = (locale: Locale) => {
  if (!intls.has(locale))
    intls.set(
      locale,
      loadMessages(locale).then((messages) => createIntl({ locale: FORMAT_LOCALES[locale], messages })),
    );
  return intls.get(locale) as Promise<IntlShape>;
};

/** The documented outcomes of an operation the page can meet (the ones the matrix records unreachable left out). */
function outcomesOf(operationId: string): OutcomeRecord[] {
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
    it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
      '%s',
      async (_name, { outcome, locale }) => {
        const { message, route, passedOver } = outcome.reaction;
        const intl = await intlOf(locale);
        const say = (id: string, values?: Record<string, string | number>) => {
          if (!(id in intl.messages)) throw new Error(`the ${locale} catalogue has no ${id}`);
          return intl.formatMessage({ id }, values);
        };
        const text = message ? say(message) : undefined;
        logOut();
        await prove({
          outcome,
          locale,
          say,
          reply: { status: outcome.status, body: outcome.example },
          expected: {
            ...(text ? { text } : {}),
            ...(route ? { route } : {}),
            ...(passedOver ? { nothing: true } : {}),
          },
        });
        expect(unansweredRequests(), 'requests the fake carrier had no answer for').toEqual([]);
      },
    );
  });
}

/** A label as a pattern: the field whose label starts with it (a required field's label ends with a mark). */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * A visitor without typing delays: fields are filled by pasting, as one change each, and a click goes to its
 * target without the pointer moves before it (no outcome reads a hover; the moves re-rendered the hovered
 * controls, a fifth of the enrolment outcomes' CPU).
 */
export function visitor() {
  const user = userEvent.setup({ delay: null, skipHover: true });
  return {
    user,
    /** Fills the field labelled `label` (its label starts with it) with `value`. */
    async fill(label: string, value: string) {
      const field = await screen.findByLabelText(labelled(label));
      await user.click(field);
      await user.paste(value);
    },
    /** Picks `option` in the combo box labelled `label`, found by typing `typed`. */
    async choose(label: string, typed: string, option: string) {
      await user.click(await screen.findByRole('combobox', { name: labelled(label) }));
      await user.paste(typed);
      await user.click(await screen.findByRole('option', { name: option }));
    },
    press: (name: string) => user.click(screen.getByRole('button', { name })),
  };
}

/** What the visitor meets: the message's exact words on the page, and the route it led to. */
export async function expectReaction({ expected }: Pick<PageOutcome, 'expected'>) {
  // A page may say it twice (inline and in a toast): any is the visitor meeting it.
  if (expected.text) expect((await screen.findAllByText(expected.text))[0]).toBeInTheDocument();
  if (expected.route) await waitFor(() => expect(currentPath()).toBe(expected.route));
}

/**
 * The page said nothing of a reply it passes over: no toast, no alert, not the words the shared map has for it.
 * Call it once the reply has reached the page.
 */
export async function expectNothingShown({ outcome, say }: Pick<PageOutcome, 'outcome' | 'say'>) {
  await act(() => new Promise((settle) => setTimeout(settle)));
  expect(toastTexts()).toEqual([]);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(say(carrierErrorMessageId(outcome.operationId, outcome.code)))).toBeNull();
}

/** What the visitor typed is still in the field labelled `label`. */
export const expectKept = (label: string, value: string) =>
  expect(screen.getByLabelText(labelled(label))).toHaveValue(value);
