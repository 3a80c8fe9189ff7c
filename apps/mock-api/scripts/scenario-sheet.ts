/** Prints the scenario sheet (docs/generated/scenario-sheet.md); with --write, writes that file. */
import { writeFile } from 'node:fs/promises';
import { SHEET_FILE, scenarioSheetPage } from '../src/control/scenario-sheet';

if (process.argv.includes('--write')) {
  await writeFile(SHEET_FILE, scenarioSheetPage());
  console.log(`Scenario sheet written to ${SHEET_FILE}`);
} else {
  console.log(scenarioSheetPage());
}
