import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The artwork Tessera's server draws (package art from server/assets, reserve items on request), at the same
 * /api/assets paths, so stories show the images members see instead of broken ones: served by `storybook
 * dev` and written into the static build.
 */
async function artFiles(): Promise<Map<string, string>> {
  // Loaded as the server loads them (TypeScript with its import style), not by Storybook's config loader.
  const { reserveItemSvg } = (await tsImport('../server/services/reserveArt.ts', import.meta.url)) as {
    reserveItemSvg: (type: string, imageId: number) => string | null;
  };
  const { RESERVE_IMAGES_PER_TYPE } = (await tsImport('../server/services/reserve.ts', import.meta.url)) as {
    RESERVE_IMAGES_PER_TYPE: number;
  };
  const { reserveTypes } = (await tsImport('../src/api/contract/reserveRules.ts', import.meta.url)) as {
    reserveTypes: readonly string[];
  };
  const files = new Map<string, string>();
  const packages = join(import.meta.dirname, '../server/assets/packages');
  for (const name of readdirSync(packages))
    if (name.endsWith('.svg'))
      files.set(`api/assets/packages/${name}`, readFileSync(join(packages, name), 'utf8'));
  for (const type of reserveTypes)
    for (let id = 1; id <= RESERVE_IMAGES_PER_TYPE; id++) {
      const svg = reserveItemSvg(type, id);
      if (svg) files.set(`api/assets/reserve/${type}/${id}.svg`, svg);
    }
  return files;
}

export function apiArt(): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'tessera-api-art',
    async buildStart() {
      files = await artFiles();
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = files.get((request.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!svg) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
