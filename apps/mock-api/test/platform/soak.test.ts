import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

describe('the soak with faults, one minute (issue 15, item 6)', () => {
  it('loses no acknowledged write through a kill -9 and a full disk, and meets its targets', async () => {
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'soak/soak.ts', '--minutes', '1'],
      {
        cwd: APP_DIR,
      },
    ).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr }));
    expect(run.stdout, run.stderr).toContain('targets: all met');
    expect(run.stdout).toMatch(/acknowledged writes lost {5}0/);
  }, 150_000);
});
