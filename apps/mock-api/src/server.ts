#!/usr/bin/env node
/**
 * The `carrier-mock` command (the package's bin, built to dist/server.js; `start` and `proxy` in the repository):
 * `carrier-mock [options]` simulates the carrier, `carrier-mock proxy --upstream <url>` checks a real one.
 */
import type { AddressInfo } from 'node:net';
import { carrierApiDocument } from '@carrier/contracts/server';
import { version } from '../package.json';
import { buildApp } from './app';
import { reportPaths, writeReports } from './proxy/report';
import { type Command, helpText, readSettings, type Settings } from './settings';
import { attachStateFile, type StateFile } from './store/state-file';

let settings: Settings & Command;
try {
  settings = readSettings(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${helpText()}`);
  process.exit(2);
}
if (settings.help) {
  console.log(helpText());
  process.exit(0);
}
if (settings.version) {
  const info = carrierApiDocument.info as { version: string };
  console.log(`carrier-mock ${version} (carrier API document ${info.version})`);
  process.exit(0);
}
// A CI job whose carrier URL came out empty must fail, not check the mock against itself.
if (settings.command === 'proxy' && !settings.upstream) {
  console.error(
    'The proxy needs the carrier to stand in front of: --upstream <base url> (or MOCK_UPSTREAM).',
  );
  process.exit(2);
}

const stateFile: StateFile | undefined = settings.stateFile
  ? await attachStateFile(settings.stateFile)
  : undefined;
const { app, violations } = await buildApp(settings, { stateFile });

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await stateFile?.flush();
  const drifted =
    settings.report && settings.upstream
      ? await writeReports(settings.report, settings.upstream, violations)
      : false;
  process.exit(drifted ? 1 : 0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
const { maxRequests } = settings;
if (maxRequests > 0)
  violations.onExchangeDone(() => {
    if (violations.exchanges >= maxRequests) void shutdown();
  });

await app.listen({ host: settings.host, port: settings.port });
const { port } = app.server.address() as AddressInfo;
// With --port 0 the port is only known now; links handed out must carry it.
if (settings.publicUrl === `http://${settings.host}:0`)
  settings.publicUrl = `http://${settings.host}:${port}`;

const mock = settings.publicUrl;
console.log(
  [
    `Mock carrier listening on http://${settings.host}:${port}`,
    `  public URL   ${mock}`,
    `  web origin   ${settings.webOrigin} (CORS; checkout and the verifier send the browser back there)`,
    ...(settings.upstream
      ? [
          `  upstream     ${settings.upstream}: every carrier operation is forwarded there and checked against the document`,
          `  violations   ${mock}/__mock/violations${settings.report ? `, reported to ${Object.values(reportPaths(settings.report)).join(' and ')} at exit` : ''}`,
        ]
      : []),
    `  state file   ${stateFile ? `${settings.stateFile}: ${stateFile.report.message}` : 'none, state lives in memory (--state-file keeps it)'}`,
    `  dashboard    ${mock}/__mock`,
    `  API docs     ${mock}/__mock/docs (both documents, try it out against this mock)`,
    `  control API  ${mock}/__mock/scenarios, /__mock/reset, /__mock/outbox, … (openapi/mock-control.yaml)`,
    `  log level    ${settings.logLevel}${settings.validateResponses ? ', replies checked against the documents' : ''}`,
    '',
  ].join('\n'),
);
if (stateFile?.report.level === 'warn') app.log.warn(stateFile.report.message);
