import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import postcss, { type AtRule } from 'postcss';
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

/**
 * The build's style sheets in the order the app loads them: each chunk's imports before the chunk itself, and
 * the screens it loads later after it. Only `atStart`: the sheets the page links before any script runs.
 */
function styleSheetsInLoadOrder(manifest: Record<string, ManifestChunk>, atStart = false): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) if (!order.includes(sheet)) order.push(sheet);
    if (!atStart) for (const later of chunk.dynamicImports ?? []) visit(later);
  };
  visit('index.html');
  return order;
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The styles of a page whose markup uses the classes `used`: the app's own sheets whole (the page links them no
 * more, and the app needs them all once it runs), and of the screens' sheets the rules it can need: each rule
 * with a selector whose classes are all used, and each naming no class. A rule that comes more than once (a
 * component's styles travel with each screen using it) is kept where it comes last, where it takes effect.
 */
function pageStyles(own: readonly string[], screens: readonly string[], used: ReadonlySet<string>): string {
  const root = postcss.parse(screens.join('\n'));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const needed = rule.selectors.some((selector) =>
      [...selector.matchAll(CLASS_NAME)].every((match) => used.has(match[1]!)),
    );
    if (!needed) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  root.prepend(postcss.parse(own.join('\n')).nodes);
  const last = new Map(root.nodes.map((node, index) => [node.toString(), index]));
  for (const [index, node] of [...root.nodes].entries())
    if (last.get(node.toString()) !== index) node.remove();
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString();
}

/**
 * Makes a page of the built app's index.html around a page's markup, with its styles (pageStyles) and the
 * theme's start-up script written in, both carrying the nonce the server fills in.
 */
function pageWriter(outDir: string) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const themeBoot = readFileSync(join(outDir, 'theme-boot.js'), 'utf8').trim();
  const entrySheets = new Set(styleSheetsInLoadOrder(manifest, true));
  const read = (sheet: string) => readFileSync(join(outDir, sheet), 'utf8');
  const own = [...entrySheets].map(read);
  const screens = styleSheetsInLoadOrder(manifest)
    .filter((sheet) => !entrySheets.has(sheet))
    .map(read);
  return (markup: string, drawn: string) => {
    const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
    const styles = pageStyles(own, screens, used);
    // Replacements through functions: a `$` in the page's text or styles is taken as it is. A shell takes
    // no tap or key (inert) until the app has drawn the member's own page over it, so none is lost.
    const inert = drawn === 'shell' ? ' inert' : '';
    let page = template.replace(
      '<div id="root"></div>',
      () => `<div id="root" data-drawn="${drawn}"${inert}>${markup}</div>`,
    );
    if (!page.includes(markup)) throw new Error('index.html must contain <div id="root"></div>');
    for (const sheet of entrySheets) {
      page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${sheet}"[^>]*>`), '');
    }
    page = page.replace('</head>', () => `  <style nonce="__CSP_NONCE__">${styles}</style>\n  </head>`);
    // The theme is set in the page as well, rather than by a script the first paint would wait for.
    const bootScript = '<script src="/theme-boot.js"></script>';
    if (!page.includes(bootScript)) throw new Error(`index.html must load the theme with ${bootScript}`);
    return page.replace(bootScript, () => `<script nonce="__CSP_NONCE__">${themeBoot}</script>`);
  };
}

/**
 * Renders the pages src/entry-prerender.tsx names (the public pages, and the shells of the member pages) at
 * build time into `dist/prerendered/<page>.html`, so the browser paints a page from one response. The server
 * sends them for their paths with a fresh nonce for the <style> and <script> elements; the app takes them over.
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
        // Its own folder per build, so builds running side by side never load each other's renderer; inside
        // node_modules, so the renderer finds the packages it imports.
        const renderer = mkdtempSync(join(root, 'node_modules', '.tessera-prerender-'));
        try {
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
          const { appPaths, prerenderedPages, renderPage } = (await import(entry)) as {
            appPaths: string[];
            prerenderedPages: Record<string, { file: string; drawn: string }>;
            renderPage: (path: string, drawn: string) => Promise<string>;
          };
          const page = pageWriter(outDir);
          mkdirSync(join(outDir, 'prerendered'), { recursive: true });
          writeFileSync(join(outDir, 'prerendered', 'paths.json'), JSON.stringify(appPaths));
          for (const [path, { file, drawn }] of Object.entries(prerenderedPages)) {
            const target = join(outDir, 'prerendered', `${file}.html`);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, page(await renderPage(path, drawn), drawn));
          }
        } finally {
          rmSync(renderer, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Whether a module's path (with either separator) matches `pattern`, written with forward slashes. */
const pathMatches = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll('\\', '/'));

/**
 * The files a member page loads besides the entry and its own screen:
 * - everything the entry imports stays in the entry, so no group below takes a piece of it;
 * - the server-data cache as a member page uses it (the query client, `useQuery` and its provider), the app's
 *   query layer and the shell's unread counts: one file where automatic splitting made seven. What only some
 *   screens use of the library (mutations, several queries at once) still comes with those screens;
 * - the shell's own modules (header, menu, footer, bottom bar) without what it shares with the sign-in
 *   pages, which never load the shell.
 */
const memberChunks = [
  { name: 'main', tags: ['$initial' as const], priority: 3 },
  {
    name: 'member-data',
    test: pathMatches(
      /\/@tanstack\/(react-query\/build\/modern\/(useQuery|QueryClientProvider)|query-core\/build\/modern\/queryClient)\.js$|\/src\/(app\/QueryLayer|api\/queryClient|screens\/Layout\/(MemberActivity|useLiveEvents))\./,
    ),
    priority: 2,
  },
  {
    name: 'shell',
    test: pathMatches(
      /\/src\/(screens\/(Layout\/(AppLayout|AppLayoutView|Layout\.css|navigation)|shared\/useSession)\.|ui\/(Header|Footer|Sidebar|BottomBar|CountBadge)\/)/,
    ),
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), precompress(), prerenderPages()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // A small piece of code shared by a few screens goes into each of them rather than into a file of its
        // own: a member's page otherwise waits on some forty requests of a few hundred bytes each, and a phone
        // makes only a handful at a time. Each file also costs its own compression, so the few parts every
        // member page needs travel as one file each (see `memberChunks`).
        codeSplitting: isSsrBuild
          ? true
          : {
              experimentalInlineCommonChunks: { maxSize: 4000 },
              // Storybook builds its own entries, to which a member page's files mean nothing.
              groups: process.env.STORYBOOK === 'true' ? [] : memberChunks,
            },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
