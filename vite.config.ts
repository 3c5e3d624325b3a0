import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/** The browser app's own build: not the build-time renderer's (ssr), nor Storybook's, which loads this file too. */
const theAppBuild = (config: ResolvedConfig) =>
  !config.build.ssr && !config.plugins.some((plugin) => plugin.name.startsWith('storybook'));

/** Files worth compressing: text, above the size where the encoding headers cost more than they save. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible built file, once at build time at
 * the highest levels, so the server sends them without compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = theAppBuild(config) ? config.build.outDir : '';
    },
    closeBundle() {
      if (!outDir) return;
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith('index.html')) continue;
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };

/** The build's style sheets in the order the app loads them: each chunk's imports before the chunk itself. */
function styleSheetsInLoadOrder(manifest: Record<string, ManifestChunk>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) if (!order.includes(sheet)) order.push(sheet);
    for (const later of chunk.dynamicImports ?? []) visit(later);
  };
  visit('index.html');
  return order;
}

const classesIn = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]!));

/**
 * Renders the public pages (src/entry-prerender.tsx) at build time into `dist/prerendered/<page>.html`: the
 * app's index.html with the page drawn inside #root and the styles it needs written into the page (the
 * app's own style sheet and those of the screens on it, each holding a class the page uses, in the order
 * the app loads them) and the theme's start-up script, so the browser paints the page from one response. The
 * server sends them for their paths with a fresh nonce for the <style> and <script> elements; the app
 * hydrates them.
 */
function prerenderPages(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'tessera-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = theAppBuild(config) ? resolve(config.root, config.build.outDir) : '';
      root = config.root;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!outDir) return;
        const renderer = join(root, 'node_modules', '.tessera-prerender');
        await build({
          logLevel: 'warn',
          build: {
            ssr: 'src/entry-prerender.tsx',
            outDir: renderer,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        const entry = pathToFileURL(join(renderer, 'entry-prerender.js')).href;
        const { prerenderedPages, renderPage } = (await import(`${entry}?build=${Date.now()}`)) as {
          prerenderedPages: Record<string, string>;
          renderPage: (path: string) => Promise<string>;
        };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const themeBoot = readFileSync(join(outDir, 'theme-boot.js'), 'utf8').trim();
        const entrySheets = new Set<string>(manifest['index.html']?.css ?? []);
        const sheets = styleSheetsInLoadOrder(manifest).map((sheet) => {
          const text = readFileSync(join(outDir, sheet), 'utf8');
          return { sheet, text, classes: classesIn(text, /\.(-?[_a-zA-Z][\w-]*)/g) };
        });
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const [path, name] of Object.entries(prerenderedPages)) {
          const markup = await renderPage(path);
          const used = classesIn(markup, /class="([^"]*)"/g);
          const tokens = new Set([...used].flatMap((value) => value.split(/\s+/)));
          const styles = sheets
            .filter(({ sheet, classes }) => entrySheets.has(sheet) || [...classes].some((c) => tokens.has(c)))
            .map(({ text }) => text.replace(/\/\*# sourceMappingURL=.*?\*\//g, '').trim())
            .join('\n');
          // Replacements through functions: a `$` in the page's text or styles is taken as it is.
          let page = template.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
          for (const sheet of entrySheets) {
            page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${sheet}"[^>]*>`), '');
          }
          page = page.replace('</head>', () => `  <style nonce="__CSP_NONCE__">${styles}</style>\n  </head>`);
          // The theme is set in the page as well, rather than by a script the first paint would wait for.
          const bootScript = '<script src="/theme-boot.js"></script>';
          if (!page.includes(bootScript))
            throw new Error(`index.html must load the theme with ${bootScript}`);
          page = page.replace(bootScript, () => `<script nonce="__CSP_NONCE__">${themeBoot}</script>`);
          if (!page.includes(markup)) throw new Error('index.html must contain <div id="root"></div>');
          writeFileSync(join(outDir, 'prerendered', `${name}.html`), page);
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress(), prerenderPages()],
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
