// The test command (`pnpm verify`): regenerates the contract types and fails if they changed, then builds,
// typechecks, lints and tests every package through turbo, which replays the tasks whose inputs did not change.
// At the end, pass or fail, prints how long each stage took and, from turbo's run summary, each task, and for each
// failed task the lines of its log that name what failed: the end of a long run's output is often all one reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS_DIR = join(ROOT, '.turbo', 'runs');

const STAGES = [
  { name: 'generate', command: ['turbo', 'run', 'generate'] },
  {
    name: 'generated files committed',
    command: [
      'git',
      'diff',
      '--exit-code',
      '--',
      'packages/contracts/generated',
      'docs/generated/operations.md',
    ],
  },
  {
    name: 'build typecheck lint test',
    // A failing task stops only the tasks that need it: one run shows every failure.
    command: [
      'turbo',
      'run',
      'build',
      'typecheck',
      'lint',
      'test',
      'test:pact',
      'test:gates',
      'test:e2e',
      'budget',
      '--summarize',
      '--continue=dependencies-successful',
    ],
    summarized: true,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The tasks of the turbo run that wrote its summary last, as rows; the summary file is removed once read. */
function taskRows() {
  if (!existsSync(RUNS_DIR)) return [];
  const newest = readdirSync(RUNS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(RUNS_DIR, name))
    .map((file) => ({ file, summary: JSON.parse(readFileSync(file, 'utf8')) }))
    .sort((a, b) => b.summary.execution.startTime - a.summary.execution.startTime)[0];
  if (!newest) return [];
  rmSync(newest.file);
  return newest.summary.tasks
    .filter((task) => task.execution)
    .sort((a, b) => a.execution.startTime - b.execution.startTime)
    .map((task) => ({
      name: `  ${task.taskId}`,
      result: `${task.execution.exitCode === 0 ? 'ok' : 'FAILED'}, ${task.cache.status === 'HIT' ? 'cached' : 'ran'}`,
      ms: task.execution.endTime - task.execution.startTime,
      failedLog: task.execution.exitCode === 0 ? undefined : join(ROOT, task.logFile),
    }));
}

// What Vitest and Playwright print for a failed test or file, an error's first line, and what tsc prints.
const FAILURE_LINE =
  /\bFAIL\b|✘|×|^\s*\d+\) \[|Error:|error TS\d+|expected |Test timeout|\d+ failed|Tests? Files? .*failed/;
const MAX_FAILURE_LINES = 40;

function printFailures(rows) {
  for (const row of rows.filter((candidate) => candidate.failedLog)) {
    const lines = existsSync(row.failedLog)
      ? stripVTControlCharacters(readFileSync(row.failedLog, 'utf8'))
          .split('\n')
          .filter((line) => FAILURE_LINE.test(line))
      : [`(no log at ${row.failedLog})`];
    const shown = lines.slice(0, MAX_FAILURE_LINES);
    const more = lines.length - shown.length;
    process.stdout.write(
      `\n${row.name.trim()} failed:\n${shown.map((line) => `  ${line.trim()}`).join('\n')}\n${more > 0 ? `  … and ${more} more lines\n` : ''}`,
    );
  }
}

function printTable(rows, totalMs) {
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
  const line = (name, result, time) => `${name.padEnd(width)}  ${result.padEnd(11)}  ${time.padStart(8)}`;
  const out = [
    '',
    line('stage', 'result', 'time'),
    ...rows.map((row) => line(row.name, row.result, seconds(row.ms))),
    line('total', '', seconds(totalMs)),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

const started = Date.now();
const rows = [];
let exitCode = 0;
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const [command, ...args] = stage.command;
  const { status, error } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  exitCode = error ? 1 : (status ?? 1);
  rows.push({ name: stage.name, result: exitCode === 0 ? 'ok' : 'FAILED', ms: Date.now() - stageStarted });
  if (stage.summarized) rows.push(...taskRows());
  if (exitCode !== 0) break;
}
printFailures(rows);
printTable(rows, Date.now() - started);
process.exit(exitCode);
