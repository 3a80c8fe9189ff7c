/**
 * Prints the outcome matrix as a Markdown table; with --write, rewrites the README's matrix section (between
 * <!-- outcome-matrix:start --> and <!-- outcome-matrix:end -->) in place. Exits 1 when the gate would fail.
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  buildMatrix,
  currentInputs,
  outcomeProblems,
  renderMatrix,
  withMatrix,
} from '../src/testing/outcomes/matrix';
import { ROOT_README } from '../src/testing/outcomes/readme';

const inputs = currentInputs();
const matrix = renderMatrix(buildMatrix(inputs));
if (process.argv.includes('--write')) {
  await writeFile(ROOT_README, withMatrix(await readFile(ROOT_README, 'utf8'), matrix));
  console.log(`Outcome matrix written to ${ROOT_README}`);
} else {
  console.log(matrix);
}
const problems = outcomeProblems(inputs);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
