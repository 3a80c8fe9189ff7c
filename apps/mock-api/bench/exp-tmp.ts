import { fork } from 'node:child_process';
import autocannon from 'autocannon';
for (const variant of process.argv.slice(2)) {
  const child = fork('/work/main/apps/mock-api/bench/exp-server-tmp.ts', [variant], { execArgv: ['--import', 'tsx'] });
  const { url } = await new Promise<{ url: string }>((r) => child.once('message', (m) => r(m as { url: string })));
  const r = await autocannon({ url, connections: 10, duration: 4 });
  console.log(variant.padEnd(8), Math.round(r.requests.average), 'p99', r.latency.p99);
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}
