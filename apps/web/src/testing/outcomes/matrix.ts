/**
 * The outcome matrix: for each documented error outcome of each carrier operation the web calls, the pact
 * interaction that proves it, the site's reaction, and the mock scenario (and magic value) that produces it.
 * `outcomeProblems` is the gate: an outcome missing any of the three, or a pact, a handler or a scenario naming
 * an outcome the document does not.
 */

import type { Scenario } from '@carrier/scenarios';
import { scenarios as mockScenarios } from '@carrier/scenarios';
import { findSourceCalls } from '../pact-gates/carrier-calls';
import {
  CARRIER_OPERATIONS,
  operationKey,
  operationOf,
  type PactFile,
  readPacts,
} from '../pact-gates/pact-interactions';
import {
  type DocumentedOutcome,
  documentedOutcomes,
  GENERIC_CODES,
  type Outcome,
  operationIds,
  outcomeKey,
} from './documented';
import { pageTests } from './page-tests';
import {
  DECIDERS,
  describeReaction,
  mappedOutcomes,
  PASSED_OVER,
  type Reaction,
  reactionOf,
} from './reactions';
import { UNREACHABLE } from './unreachable';

/** One row of the matrix. */
export interface MatrixRow extends DocumentedOutcome {
  /** The descriptions of the pact interactions that prove it. */
  interactions: string[];
  /** Why no pact can prove it, when the web cannot meet it. */
  unreachable?: string;
  /** The site's reaction: a route, a message id of the shared map, or both; empty when it has none. */
  reaction: Reaction;
  /** The component test that shows the reaction on the page (`testPageOutcomes`), under apps/web/src. */
  pageTest?: string;
  /** The scenarios that produce it, each with its magic value when it has one. */
  scenarios: { id: string; trigger: string | null }[];
}

/** Everything the matrix joins; the gate's tests swap parts for seeded drifts. */
export interface MatrixInputs {
  /** The carrier operations the web calls (`METHOD /path`). */
  consumed: ReadonlySet<string>;
  outcomes: DocumentedOutcome[];
  pacts: PactFile[];
  scenarios: readonly Scenario[];
  unreachable: Readonly<Record<string, string>>;
  /** The operations whose failed replies a domain function decides. */
  handled: readonly string[];
  /** The (operation, code) entries of the shared message map. */
  messages: readonly { operationId: string; code: string }[];
  /** Every documented error outcome of the document, whichever client calls it. */
  everyOutcome: readonly Outcome[];
  /** The component test that proves each operation's outcomes on its page, by operation id. */
  pageTests: ReadonlyMap<string, string>;
}

export function currentInputs(): MatrixInputs {
  const consumed = new Set(
    findSourceCalls()
      .calls.map((call) => operationKey(call.method, call.path))
      .filter((operation) => CARRIER_OPERATIONS.has(operation)),
  );
  return {
    consumed,
    outcomes: documentedOutcomes(consumed),
    pacts: [...readPacts().values()],
    scenarios: mockScenarios,
    unreachable: UNREACHABLE,
    handled: [...Object.keys(DECIDERS), ...Object.keys(PASSED_OVER)],
    messages: mappedOutcomes(),
    everyOutcome: documentedOutcomes(new Set(operationIds().keys())),
    pageTests: pageTests(),
  };
}

interface ErrorInteraction extends Outcome {
  description: string;
}

/** The error interactions of the pacts, with the outcome each names (operation id, status, `error`). */
function errorInteractions(pacts: PactFile[]): ErrorInteraction[] {
  const ids = operationIds();
  return pacts.flatMap((pact) =>
    pact.interactions.flatMap((interaction) => {
      const { status } = interaction.response;
      if (status < 400) return [];
      const operation = operationOf(interaction.request.method, interaction.request.path);
      const body = (interaction.response as { body?: { content?: { error?: unknown } } }).body?.content;
      return [
        {
          description: interaction.description,
          operationId:
            (operation && ids.get(operation)) ?? `${interaction.request.method} ${interaction.request.path}`,
          status,
          code: typeof body?.error === 'string' ? body.error : '(no error code)',
        },
      ];
    }),
  );
}

/** The (operation id, status, code) outcomes a scenario can produce. */
function scenarioOutcomes(scenario: Scenario): Outcome[] {
  if (scenario.kind === 'fault' || scenario.error === null || scenario.operations === 'any') return [];
  const { status, error } = scenario;
  return scenario.operations.map((operationId) => ({ operationId, status, code: error }));
}

export function buildMatrix(inputs: MatrixInputs): MatrixRow[] {
  const interactions = errorInteractions(inputs.pacts);
  return inputs.outcomes.map((outcome) => {
    const key = outcomeKey(outcome);
    const unreachable = inputs.unreachable[key];
    return {
      ...outcome,
      interactions: interactions.filter((i) => outcomeKey(i) === key).map((i) => i.description),
      ...(unreachable ? { unreachable } : {}),
      reaction: reactionOf(outcome),
      ...(inputs.pageTests.has(outcome.operationId)
        ? { pageTest: inputs.pageTests.get(outcome.operationId) }
        : {}),
      scenarios: inputs.scenarios
        .filter((scenario) => scenarioOutcomes(scenario).some((o) => outcomeKey(o) === key))
        .map((scenario) => ({ id: scenario.id, trigger: scenario.trigger })),
    };
  });
}

/** Every way the matrix falls short; empty when the gate passes. */
export function outcomeProblems(inputs: MatrixInputs): string[] {
  const rows = buildMatrix(inputs);
  const documented = new Set(rows.map(outcomeKey));
  const consumedIds = new Set(
    [...operationIds()].flatMap(([operation, id]) => (inputs.consumed.has(operation) ? [id] : [])),
  );
  const isGeneric = (outcome: Outcome) => outcome.code in GENERIC_CODES;
  const problems: string[] = [];
  for (const row of rows) {
    const key = outcomeKey(row);
    if (row.interactions.length === 0 && !row.unreachable) problems.push(`${key}: no pact interaction`);
    if (row.interactions.length > 0 && row.unreachable)
      problems.push(`${key}: recorded as unreachable, yet a pact proves it`);
    if (row.scenarios.length === 0) problems.push(`${key}: no mock scenario produces it`);
    if (!describeReaction(row.reaction))
      problems.push(`${key}: no web reaction (no route decided, no message in the map)`);
    if (!row.pageTest && !row.unreachable) problems.push(`${key}: no page test shows the reaction`);
  }
  for (const interaction of errorInteractions(inputs.pacts))
    if (!isGeneric(interaction) && !documented.has(outcomeKey(interaction)))
      problems.push(
        `pact '${interaction.description}' names ${outcomeKey(interaction)}, which the document does not`,
      );
  for (const scenario of inputs.scenarios)
    for (const outcome of scenarioOutcomes(scenario))
      if (consumedIds.has(outcome.operationId) && !isGeneric(outcome) && !documented.has(outcomeKey(outcome)))
        problems.push(`scenario ${scenario.id} names ${outcomeKey(outcome)}, which the document does not`);
  for (const key of Object.keys(inputs.unreachable))
    if (!documented.has(key)) problems.push(`unreachable record names ${key}, which the document does not`);
  const documentedCodes = new Set(inputs.everyOutcome.map((o) => `${o.operationId} ${o.code}`));
  for (const { operationId, code } of inputs.messages)
    if (!(code in GENERIC_CODES) && !documentedCodes.has(`${operationId} ${code}`))
      problems.push(`the message map names ${operationId} ${code}, which the document does not`);
  for (const operationId of inputs.handled)
    if (!consumedIds.has(operationId))
      problems.push(
        `a handler decides ${operationId}, which the web does not call or the document does not name`,
      );
  return problems;
}

/** Text safe inside a Markdown table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export const MATRIX_COMMAND = 'pnpm outcomes --write';

/** The matrix as Markdown tables, for the terminal and its docs page. */
export function renderMatrix(rows: MatrixRow[]): string {
  const proven = rows.filter((row) => row.interactions.length > 0).length;
  const generic = Object.entries(GENERIC_CODES).map(([code, why]) => `\`${code}\` (${why})`);
  return [
    'Every documented error outcome of every carrier operation the web calls, generated from',
    '`openapi/carrier-api.yaml`, `pacts/`, the domain functions that decide a reply and the scenario catalogue',
    `(\`${MATRIX_COMMAND}\`; the \`pact-gates\` tests fail when it is stale or a column is empty).`,
    `Proven by a pact: ${proven} of ${rows.length}. Left out, since every operation answers them alike:`,
    `${generic.join('; ')}.`,
    '',
    '| operation | status | code | pact interaction | web reaction | page test | scenario (magic value) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) =>
      [
        '',
        `\`${row.operationId}\``,
        String(row.status),
        `\`${row.code}\``,
        cell(row.interactions.join('; ') || `unreachable: ${row.unreachable ?? '—'}`),
        cell(describeReaction(row.reaction) ?? '—'),
        row.pageTest ? `\`${row.pageTest}\`` : '—',
        cell(row.scenarios.map((s) => `\`${s.id}\`${s.trigger ? ` (${s.trigger})` : ''}`).join('; ') || '—'),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

/** One row of the matrix as data: what the domain's and the pages' tests check each reaction against. */
export type OutcomeRecord = Omit<MatrixRow, 'interactions' | 'scenarios'>;

/** The matrix's rows as JSON (`generated/outcome-matrix.json`), written with its docs page. */
export function matrixData(rows: MatrixRow[]): string {
  const records: OutcomeRecord[] = rows.map(({ interactions: _, scenarios: __, ...record }) => record);
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** The whole docs page of the matrix. */
export function matrixPage(rows: MatrixRow[]): string {
  return `# Outcome matrix\n\n<!-- generated: ${MATRIX_COMMAND}; do not edit -->\n\n${renderMatrix(rows)}\n`;
}
