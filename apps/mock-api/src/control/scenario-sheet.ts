import { fileURLToPath } from 'node:url';
import type { Scenario } from '@carrier/scenarios';
import { scenarios } from '@carrier/scenarios';
import { HOSTED_CHECKOUT, type JourneyStarter, starters } from '../starters/catalogue';

/** The scenario sheet, a generated page of the repository's docs. */
export const SHEET_FILE = fileURLToPath(
  new URL('../../../../docs/generated/scenario-sheet.md', import.meta.url),
);
export const SHEET_COMMAND = 'pnpm --filter mock-api scenario-sheet --write';

/** Text safe inside a Markdown table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function row(scenario: Scenario): string {
  const operations = scenario.operations === 'any' ? 'any operation' : scenario.operations.join(', ');
  const status = scenario.status === 0 ? 'none (connection closed)' : String(scenario.status);
  return `| \`${scenario.id}\` | ${cell(operations)} | ${status} | ${scenario.error ? `\`${scenario.error}\`` : '—'} | ${cell(scenario.trigger ?? 'header or arming only')} |`;
}

/** The web's default origin (`--web-origin`), where the sheet's starter links point. */
const WEB = 'http://127.0.0.1:5173';

function starterRow(starter: JourneyStarter): string {
  const first = starter.firstPage === HOSTED_CHECKOUT ? 'the hosted checkout' : `\`${starter.firstPage}\``;
  const armed = starter.scenarios.map((id) => `\`${id}\``).join(', ') || '—';
  return `| [\`${starter.id}\`](${WEB}/?starter=${starter.id}) | ${cell(starter.description)} | ${armed} | ${starter.seeds} | ${first} | \`${starter.outcome}\` |`;
}

/** The scenario catalogue and the journey starters as Markdown tables. */
export function renderScenarioSheet(): string {
  return [
    'Every named outcome of the mock carrier, generated from `packages/scenarios/src/catalogue.ts`',
    `(\`${SHEET_COMMAND}\`). Reach one with the \`X-Mock-Scenario: <id>\` header, by arming it`,
    '(`POST /__mock/scenarios/arm`, or the dashboard at `/__mock`), or with its magic value (trigger).',
    '',
    '| id | operations | HTTP status | error code | trigger |',
    '|---|---|---|---|---|',
    ...scenarios.map(row),
    '',
    '**Journey starters** (`apps/mock-api/src/starters/catalogue.ts`): a demo build of the web opened with',
    '`?starter=<id>` arms the scenarios for that tab alone, seeds what the journey needs through the carrier',
    '(`POST /__mock/starters/{id}`) and opens its first page; the demo panel lists them. Any page also takes',
    '`?scenario=<id>` (repeatable, or comma-separated) to arm scenarios for the tab. The links use the default web origin.',
    '',
    '| starter | what happens | arms | seeds | first page | outcome |',
    '|---|---|---|---|---|---|',
    ...starters.map(starterRow),
  ].join('\n');
}

/** The whole sheet page as `SHEET_FILE` holds it. */
export function scenarioSheetPage(): string {
  return `# Scenario sheet\n\n<!-- generated: ${SHEET_COMMAND}; do not edit -->\n\n${renderScenarioSheet()}\n`;
}
