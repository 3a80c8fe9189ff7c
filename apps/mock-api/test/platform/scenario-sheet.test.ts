import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  ROOT_README,
  renderScenarioSheet,
  SHEET_COMMAND,
  SHEET_END,
  SHEET_START,
  sheetSection,
  withSheet,
} from '../../src/control/scenario-sheet';
import { scenarios } from '../../src/scenarios/catalogue';

describe('the scenario sheet', () => {
  it('has one row per scenario of the catalogue', () => {
    const rows = renderScenarioSheet()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.map((line) => line.split('`')[1])).toEqual(scenarios.map((scenario) => scenario.id));
  });

  it('writes a row with the operations, status, error code and trigger', () => {
    expect(renderScenarioSheet()).toContain(
      '| `activation.already-activated` | activateSim, activateAddOnPlan, activatePortIn | 409 | `SIM_ALREADY_ACTIVATED` |',
    );
    expect(renderScenarioSheet()).toContain(
      '| `fault.connection-dropped` | any operation | none (connection closed) | — | header or arming only |',
    );
  });

  it('is the one in the README', async () => {
    const readme = await readFile(ROOT_README, 'utf8');
    const section = sheetSection(readme);
    expect(section, `README.md needs a ${SHEET_START} … ${SHEET_END} section`).toBeDefined();
    expect(section, `The README's scenario sheet is stale: run \`${SHEET_COMMAND}\``).toBe(
      `\n${renderScenarioSheet()}\n`,
    );
  });

  it('replaces only the text between the markers', () => {
    const readme = `# Title\n\n${SHEET_START}\nold\n${SHEET_END}\n\n## After\n`;
    expect(withSheet(readme, 'new')).toBe(`# Title\n\n${SHEET_START}\nnew\n${SHEET_END}\n\n## After\n`);
    expect(() => withSheet('# No markers\n', 'new')).toThrow('README.md has no section');
  });
});
