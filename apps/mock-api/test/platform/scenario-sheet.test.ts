import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Scenario, scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import {
  renderScenarioSheet,
  SHEET_COMMAND,
  SHEET_FILE,
  scenarioSheetPage,
} from '../../src/control/scenario-sheet';

/** The repository's README, whose hand-written quick table names the canonical magic values. */
const ROOT_README = fileURLToPath(new URL('../../../../README.md', import.meta.url));

/**
 * The magic values (quoted letters and digits in the input column) the README's hand-written quick table names
 * that no catalogue trigger mentions. Links and commands in that column are not magic values.
 */
function magicValuesWithoutTrigger(readme: string, catalogue: readonly Scenario[]): string[] {
  const start = readme.indexOf('| input | outcome |');
  const inputs = readme
    .slice(start, readme.indexOf('\n\n', start))
    .split('\n')
    .map((row) => row.split('|')[1] ?? '');
  const triggers = catalogue.map((scenario) => scenario.trigger ?? '').join('\n');
  return inputs
    .flatMap((input) => [...input.matchAll(/`([A-Za-z0-9]+)`/g)].map((match) => match[1] ?? ''))
    .filter((value) => !triggers.includes(value));
}

describe('the README’s quick table of magic values', () => {
  it('names only values that catalogue triggers name', async () => {
    const readme = await readFile(ROOT_README, 'utf8');
    expect(readme).toContain('| input | outcome |');
    expect(magicValuesWithoutTrigger(readme, scenarios)).toEqual([]);
  });

  it('catches a value the catalogue no longer has (seeded drift)', async () => {
    const readme = await readFile(ROOT_README, 'utf8');
    const drifted = readme.replace('ending `0409`', 'ending `0410`');
    expect(magicValuesWithoutTrigger(drifted, scenarios)).toEqual(['0410']);
  });
});

describe('the scenario sheet', () => {
  it('has one row per scenario of the catalogue', () => {
    const rows = renderScenarioSheet()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.map((line) => line.split('`')[1])).toEqual(scenarios.map((scenario) => scenario.id));
  });

  it('writes a row with the operations, status, error code and trigger', () => {
    expect(renderScenarioSheet()).toContain(
      '| `activation.already-activated` | activateSim, activatePortIn | 409 | `SIM_ALREADY_ACTIVATED` |',
    );
    expect(renderScenarioSheet()).toContain(
      '| `fault.connection-dropped` | any operation | none (connection closed) | — | header or arming only |',
    );
  });

  it('is the page in docs/generated', async () => {
    const page = await readFile(SHEET_FILE, 'utf8');
    expect(page, `The scenario sheet is stale: run \`${SHEET_COMMAND}\``).toBe(scenarioSheetPage());
  });
});
