import { afterAll, describe, expect, it } from 'vitest';
import { memoryAfterGc } from '../../soak/memory-probe';
import { burst, type ProbedMock, startProbedMock } from '../../soak/traffic';

/** Requests of the warm-up (every journey, every schema compiled) and of the load: a bounded count, not a time. */
const WARM_UP_REQUESTS = 600;
const LOAD_REQUESTS = 6_000;
const SESSIONS = 20;

describe('memory under mixed traffic', () => {
  let mock: ProbedMock | undefined;
  afterAll(() => {
    mock?.child.kill('SIGKILL');
  });

  it('holds RSS after GC within +25 % of the warm figure, every structure that grows with traffic capped', async () => {
    mock = await startProbedMock({ MOCK_LATENCY_MS: '50' });
    const traffic = burst(mock.origin, SESSIONS, 'memory');
    await traffic.drive(WARM_UP_REQUESTS);
    const warm = await memoryAfterGc(mock.child);
    const sent = await traffic.drive(LOAD_REQUESTS);
    const loaded = await memoryAfterGc(mock.child);

    expect(traffic.unexplained).toEqual([]);
    console.log(
      `memory: ${sent} requests; RSS after GC warm ${warm.rssMb} MB → after the load ${loaded.rssMb} MB; heap ${warm.heapMb} → ${loaded.heapMb} MB`,
    );
    expect(loaded.rssMb).toBeLessThanOrEqual(warm.rssMb * 1.25);
  }, 600_000);
});
