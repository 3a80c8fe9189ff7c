import { buildApp } from './app';
import { helpText, readSettings } from './settings';
import { attachStateFile } from './store/state-file';

let settings: ReturnType<typeof readSettings>;
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

const stateFile = settings.stateFile ? await attachStateFile(settings.stateFile) : undefined;
const { app, world } = await buildApp(settings, { initialState: stateFile?.initialState });
if (stateFile) {
  app.log.info(stateFile.message);
  stateFile.watch(world);
}

const shutdown = async () => {
  await app.close();
  await stateFile?.flush(world);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: settings.host, port: settings.port });
app.log.info(
  `mock carrier ready at ${settings.publicUrl} (web ${settings.webOrigin}); control API at ${settings.publicUrl}/__mock`,
);
