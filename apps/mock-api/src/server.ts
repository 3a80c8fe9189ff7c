import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { reportPaths, writeReports } from './proxy/report';
import { helpText, readSettings, type Settings } from './settings';
import { attachStateFile, type StateFile } from './store/state-file';

let settings: Settings & { help: boolean };
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
