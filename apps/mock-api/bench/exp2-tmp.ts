import { fork } from 'node:child_process';
import autocannon from 'autocannon';
const url0 = process.argv[2];
for (const env of [{}, { NO_CORS: '1' }, { NO_LOG: '1' }, { NO_CORS: '1', NO_LOG: '1' }]) {
  const child = fork('/work/main/apps/mock-api/bench/exp-server-tmp.ts', ['mock'], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env } });
  const { url } = await new Promise<{ url: string }>((r) => child.once('message', (m) => r(m as { url: string })));
  await autocannon({ url, connections: 10, duration: 2 });
  const r = await autocannon({ url, connections: 10, duration: 4 });
  console.log(JSON.stringify(env).padEnd(30), Math.round(r.requests.average), 'p99', r.latency.p99);
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}
