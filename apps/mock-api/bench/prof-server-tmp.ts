import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { readSettings } from '../src/settings';
const settings = { ...readSettings(['--port', '0'], {}), validateResponses: false, logLevel: 'warn' as const };
const { app } = await buildApp(settings);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ mock: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('message', () => process.exit(0));
