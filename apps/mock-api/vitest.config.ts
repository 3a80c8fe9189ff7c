import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { HANG_GUARD } from '../../vitest.shared';

/** The tests that read the web's pacts: they run after the web's consumer tests have written them afresh. */
const READ_PACTS = ['test/pact/**/*.test.ts', 'test/proxy/clean-upstream.test.ts'];

/**
 * The soak runs last: at the start of the test command every build, typecheck and test starts at once, and a soak
 * started then was starved (1631 requests instead of 25 000, its phases stretched by a slow restart after its
 * kill -9). Its checks hold either way; run last, once that rush is over, it ends sooner. A fresh
 * clone has no timings, and a clone with timings would otherwise start it first, as the longest file.
 */
class SoakLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSoak = (file: TestSpecification) => file.moduleId.endsWith('/test/platform/soak.test.ts');
    return [...sorted.filter((file) => !isSoak(file)), ...sorted.filter(isSoak)];
  }
}

export default defineConfig({
  test: {
    // Each file builds its own app and resets its world after every test; the modules hold no state of their own,
    // so the workers keep one module graph instead of importing Fastify and the documents again for each file.
    isolate: false,
    // Vitest leaves one core free by default: on the two-core machines this runs on, that runs the files one by one.
    maxWorkers: 2,
    sequence: { sequencer: SoakLast },
    ...HANG_GUARD,
    // `expect.poll` waits for an outcome as long as a test may run, not Vitest's default second.
    expect: { poll: { timeout: HANG_GUARD.testTimeout } },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...READ_PACTS],
        },
      },
      // The provider's side of the contract (`test:pact`): the web's pacts verified, and replayed through the proxy.
      { extends: true, test: { name: 'pacts', include: READ_PACTS } },
    ],
  },
});
