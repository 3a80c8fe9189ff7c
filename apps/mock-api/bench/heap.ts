/**
 * What grows in the mock's heap under a burst (issue 23): `pnpm --filter mock-api heap [--requests 6000]`. It
 * starts the mock (`src/server.ts`, in memory, with `soak/gc-probe.ts`), warms it up with the soak's journeys,
 * writes a heap snapshot (V8 collects garbage first), sends a burst of mixed traffic from 20 concurrent sessions
 * (each journey a new session name, arming scenarios), writes a second snapshot, and prints the constructors and
 * strings that grew most, by count and shallow size. A tool, not a test: the figures are for the README.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { heapSnapshot, memoryAfterGc } from '../soak/memory-probe';
import { burst, startProbedMock } from '../soak/traffic';

const WARM_UP_REQUESTS = 600;
const SESSIONS = 20;
const SHOWN = 12;

const { values } = parseArgs({ options: { requests: { type: 'string', default: '6000' } } });
const burstRequests = Number(values.requests);

interface Group {
  count: number;
  size: number;
}

/** Objects of a snapshot grouped by constructor (or node type), and strings by their first 60 characters. */
function groups(path: string): { byConstructor: Map<string, Group>; byString: Map<string, Group> } {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const byConstructor = new Map<string, Group>();
  const byString = new Map<string, Group>();
  const add = (map: Map<string, Group>, key: string, size: number) => {
    const group = map.get(key) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += size;
    map.set(key, group);
  };
  const { nodes, strings } = snapshot;
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = types[nodes[index + typeAt] as number] as string;
    const name = strings[nodes[index + nameAt] as number] as string;
    const size = nodes[index + sizeAt] as number;
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') {
      add(byConstructor, '(string)', size);
      add(byString, JSON.stringify(name.slice(0, 60)), size);
    } else add(byConstructor, type === 'object' || type === 'native' ? name : `(${type})`, size);
  }
  return { byConstructor, byString };
}

function growers(before: Map<string, Group>, after: Map<string, Group>): string[] {
  const rows = [...after].map(([key, { count, size }]) => {
    const was = before.get(key) ?? { count: 0, size: 0 };
    return { key, count, size, countGrowth: count - was.count, sizeGrowth: size - was.size };
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return rows
    .sort((a, b) => b.sizeGrowth - a.sizeGrowth)
    .slice(0, SHOWN)
    .map(
      (row) =>
        `| ${row.key.replaceAll('|', '\\|')} | ${row.count - row.countGrowth} → ${row.count} (${row.countGrowth >= 0 ? '+' : ''}${row.countGrowth}) | ${kb(row.size - row.sizeGrowth)} → ${kb(row.size)} (${row.sizeGrowth >= 0 ? '+' : ''}${kb(row.sizeGrowth)}) |`,
    );
}

const directory = mkdtempSync(join(tmpdir(), 'mock-heap-'));
const { child, origin } = await startProbedMock({ MOCK_LATENCY_MS: '50' });
try {
  const traffic = burst(origin, SESSIONS, 'heap');
  await traffic.drive(WARM_UP_REQUESTS);
  // Memory is read after the first snapshot: writing one leaves the process holding more of the system's memory.
  await heapSnapshot(child, join(directory, 'warm.heapsnapshot'));
  const warm = await memoryAfterGc(child);
  const sent = await traffic.drive(burstRequests);
  const loaded = await memoryAfterGc(child);
  await heapSnapshot(child, join(directory, 'loaded.heapsnapshot'));
  const before = groups(join(directory, 'warm.heapsnapshot'));
  const after = groups(join(directory, 'loaded.heapsnapshot'));
  const header = ['| what | count warm → after | shallow size warm → after |', '|---|---|---|'];
  console.log(
    [
      `${sent} requests (${WARM_UP_REQUESTS} of warm-up, then the burst), ${SESSIONS} concurrent sessions.`,
      `After a full GC: RSS ${warm.rssMb} → ${loaded.rssMb} MB; heap used ${warm.heapMb} → ${loaded.heapMb} MB, of ${warm.heapTotalMb} → ${loaded.heapTotalMb} MB V8 keeps for it; external ${warm.externalMb} → ${loaded.externalMb} MB.`,
      '',
      'Constructors (and V8 node types) that grew most:',
      '',
      ...header,
      ...growers(before.byConstructor, after.byConstructor),
      '',
      'Strings that grew most:',
      '',
      ...header,
      ...growers(before.byString, after.byString),
    ].join('\n'),
  );
} finally {
  child.kill('SIGKILL');
  rmSync(directory, { recursive: true, force: true });
}
