/**
 * Prints the outcome matrix as a Markdown table; with --write, writes its docs page (docs/generated/outcome-matrix.md)
 * and its data (generated/outcome-matrix.json). Exits 1 when the gate would fail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  buildMatrix,
  currentInputs,
  matrixData,
  matrixPage,
  outcomeProblems,
  renderMatrix,
} from '../src/testing/outcomes/matrix';
import { MATRIX_DATA, MATRIX_PAGE } from '../src/testing/outcomes/matrix-files';

const inputs = currentInputs();
const rows = buildMatrix(inputs);
const matrix = renderMatrix(rows);
if (process.argv.includes('--write')) {
  await writeFile(MATRIX_PAGE, matrixPage(rows));
  await mkdir(dirname(MATRIX_DATA), { recursive: true });
  await writeFile(MATRIX_DATA, matrixData(rows));
  console.log(`Outcome matrix written to ${MATRIX_PAGE} and ${MATRIX_DATA}`);
} else {
  console.log(matrix);
}
const problems = outcomeProblems(inputs);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
