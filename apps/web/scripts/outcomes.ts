/**
 * Prints the outcome matrix as a Markdown table; with --write, rewrites the README's matrix section (between
 * <!-- outcome-matrix:start --> and <!-- outcome-matrix:end -->) in place, and its data (generated/outcome-matrix.json). Exits 1 when the gate would fail.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  buildMatrix,
  currentInputs,
  matrixData,
  outcomeProblems,
  renderMatrix,
  withMatrix,
} from '../src/testing/outcomes/matrix';
import { MATRIX_DATA, ROOT_README } from '../src/testing/outcomes/readme';

const inputs = currentInputs();
const rows = buildMatrix(inputs);
const matrix = renderMatrix(rows);
if (process.argv.includes('--write')) {
  await writeFile(ROOT_README, withMatrix(await readFile(ROOT_README, 'utf8'), matrix));
  await mkdir(dirname(MATRIX_DATA), { recursive: true });
  await writeFile(MATRIX_DATA, matrixData(rows));
  console.log(`Outcome matrix written to ${ROOT_README} and ${MATRIX_DATA}`);
} else {
  console.log(matrix);
}
const problems = outcomeProblems(inputs);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
