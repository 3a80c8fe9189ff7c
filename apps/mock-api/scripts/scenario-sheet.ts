/**
 * Prints the scenario catalogue as a Markdown table; with --write, rewrites the README's sheet section
 * (between <!-- scenario-sheet:start --> and <!-- scenario-sheet:end -->) in place.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ROOT_README, renderScenarioSheet, withSheet } from '../src/control/scenario-sheet';

const sheet = renderScenarioSheet();
if (process.argv.includes('--write')) {
  const readme = await readFile(ROOT_README, 'utf8');
  await writeFile(ROOT_README, withSheet(readme, sheet));
  console.log(`Scenario sheet written to ${ROOT_README}`);
} else {
  console.log(sheet);
}
