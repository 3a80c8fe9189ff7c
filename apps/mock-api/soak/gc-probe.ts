/**
 * Loaded into a mock started by the soak or the memory test (`--expose-gc --import ./soak/gc-probe.ts`, with an
 * IPC channel): on `{ probe: 'gc' }` it runs a full garbage collection and answers the memory it then holds; on
 * `{ probe: 'snapshot', path }` it writes a heap snapshot there (V8 collects garbage first). Not part of the mock.
 */
import { writeHeapSnapshot } from 'node:v8';

declare const gc: () => void;

process.on('message', (message: { probe?: string; path?: string }) => {
  if (message.probe === 'gc') {
    gc();
    gc();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send?.({ probe: 'gc', rss, heapUsed, heapTotal, external });
  }
  if (message.probe === 'snapshot' && message.path) {
    writeHeapSnapshot(message.path);
    process.send?.({ probe: 'snapshot', path: message.path });
  }
});
// The IPC channel must not keep a mock alive that would otherwise exit.
process.channel?.unref();
