import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { PACKED_FOLDER, packageFolder, RENDERER_FILE_NAMES } from './src/docs/renderer-files';

/**
 * The `carrier-mock` package: one file of plain JavaScript with every dependency bundled in (the workspace packages
 * ship TypeScript sources, and a tarball with no dependencies installs offline), and Swagger UI's files beside it.
 */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/./],
  // Bundled CommonJS modules call require() for Node's own modules; an ES module has none unless it makes one.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  clean: true,
  async onSuccess() {
    const target = join('dist', PACKED_FOLDER);
    await mkdir(target, { recursive: true });
    await Promise.all(
      RENDERER_FILE_NAMES.map((name) => copyFile(join(packageFolder(), name), join(target, name))),
    );
  },
});
