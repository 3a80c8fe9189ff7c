import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files of Swagger UI the reference page loads, by name (mock-control.yaml, getDocsAsset), with their type. */
const FILES = {
  'swagger-ui-bundle.js': 'text/javascript',
  'swagger-ui-standalone-preset.js': 'text/javascript',
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js.map': 'application/json',
  'swagger-ui-standalone-preset.js.map': 'application/json',
  'swagger-ui.css.map': 'application/json',
} as const;

export type RendererFileName = keyof typeof FILES;
export const RENDERER_FILE_NAMES = Object.keys(FILES) as RendererFileName[];

export interface RendererFile {
  contentType: string;
  /** Sent as text: the reply validator checks a string body against the document. */
  body: string;
}

/** Where the built package carries the files: `dist/swagger-ui/`, beside the bundle (tsup.config.ts copies them). */
export const PACKED_FOLDER = 'swagger-ui';

/** The swagger-ui-dist package's folder, found without importing its Node entry (that would load the 1.7 MB bundle). */
export const packageFolder = (): string =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const packed = fileURLToPath(new URL(`./${PACKED_FOLDER}/`, import.meta.url));
const folder = existsSync(packed) ? packed : packageFolder();
const read = new Map<RendererFileName, Promise<RendererFile>>();

/** A file of swagger-ui-dist, read from disk once, on its first request (most runs never open the reference). */
export function rendererFile(name: RendererFileName): Promise<RendererFile> {
  let file = read.get(name);
  if (!file) {
    file = readFile(join(folder, name), 'utf8').then(
      (body) => ({ contentType: FILES[name], body }),
      (error: unknown) => {
        read.delete(name);
        throw error;
      },
    );
    read.set(name, file);
  }
  return file;
}
