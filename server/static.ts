import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './routes/errorHandler';

const LONG_CACHE = 'public, max-age=31536000, immutable';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tessera is not built yet</title></head>
<body><h1>The Tessera web app has not been built yet</h1>
<p>The API is running, but there is no built app to serve. Stop the server and run <code>npm start</code>
(it builds the app, then starts the server), or build it with <code>npx vite build</code> and reload.</p>
</body></html>
`;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The request path relative to the app folder, or undefined when it is malformed or climbs out of it. */
function relativePath(url: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = normalize(decoded).replace(/^[/\\]+/, '');
  if (rel.split(/[/\\]/).includes('..')) return undefined;
  return rel;
}

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * index.html with a fresh nonce, allowed by the page's style-src. The dialogs' scroll lock
 * (react-remove-scroll) writes one <style> element, which `style-src 'self'` alone refuses; the app
 * hands it this nonce, so styles stay locked down to the app's own files plus that element.
 */
function sendIndex(reply: FastifyReply, root: string, page = 'index.html') {
  const nonce = randomBytes(16).toString('base64');
  const html = readFileSync(join(root, page), 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    let own = policy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
    // A page drawn at build time starts its theme with the one script written into it.
    if (html.includes(`<script nonce="${nonce}">`))
      own = own.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
    reply.header('content-security-policy', own);
  }
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  // Each page carries its own nonce, so it is compressed as it is sent (a fast level: a page is a few KB).
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const packed = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(packed);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * A page drawn at build time (`prerendered/<page>.html`, see src/entry-prerender.tsx), when there is one: a
 * public page, or the shell of a member's page or of the e-mail verification.
 */
function prerenderedPage(root: string, rel: string): string | undefined {
  // '/' is `_root`, a name no path can reach; a public page is named by its one word, a member's page by
  // `user/<word>`.
  if (rel !== '' && !/^(user\/)?[a-zA-Z-]+$/.test(rel.replaceAll(sep, '/'))) return undefined;
  const name = rel === '' ? '_root' : rel;
  const page = join('prerendered', `${name}.html`);
  return isFile(join(root, page)) ? page : undefined;
}

/** Whether `path` is one `pattern` of the app's routes stands for: `:name` is any one segment, `*` any rest. */
function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const part = have[index];
    // The app's router reads paths without regard to case.
    if (part === undefined || (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()))
      return false;
  }
  return want.length === have.length;
}

const NOT_FOUND_PAGE = join('prerendered', '_notfound.html');

/**
 * Whether the app has no page for `rel`: then the build's drawn not-found page is sent with 404. Without the
 * list of the app's paths (a build that wrote none), every path is taken as the app's.
 */
function noPageFor(root: string, rel: string): boolean {
  let paths: unknown;
  try {
    paths = JSON.parse(readFileSync(join(root, 'prerendered', 'paths.json'), 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(paths) || !isFile(join(root, NOT_FOUND_PAGE))) return false;
  const path = `/${rel.replaceAll(sep, '/')}`;
  return !paths.some((pattern) => typeof pattern === 'string' && matchesRoute(pattern, path));
}

/**
 * Serves the built SPA from `root` for every GET outside /api. A path that names a file gets the file
 * (hashed files under /assets are cached for a year); a page drawn at build time is sent for its path; a
 * path the app has no page for gets 404 with the drawn not-found page; any other path gets index.html. Pages
 * are never cached, so a new build is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const root = normalize(opts.root);
  await app.register(async (spa) => {
    // The build wrote .br and .gz beside each text file: sent as the browser accepts, with Vary: Accept-Encoding.
    await spa.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });
    spa.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const rel = relativePath(request.url);
      if (rel === undefined) return reply.callNotFound();
      if (rel === 'api' || rel.startsWith(`api${sep}`)) {
        const path = request.url.split('?', 1)[0];
        return reply.code(404).send(errorBody(`No such endpoint: ${request.method} ${path}`));
      }
      if (!isFile(join(root, 'index.html'))) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      const prerendered = prerenderedPage(root, rel);
      if (prerendered) return sendIndex(reply, root, prerendered);
      const file = join(root, rel);
      if (rel !== '' && file.startsWith(root + sep) && isFile(file)) {
        if (rel === 'index.html') return sendIndex(reply, root);
        reply.header('cache-control', rel.startsWith(`assets${sep}`) ? LONG_CACHE : 'public, max-age=0');
        return reply.sendFile(rel, { cacheControl: false });
      }
      // A missing hashed asset must not get index.html: the browser would cache HTML as a script for a year.
      if (rel.startsWith(`assets${sep}`)) return reply.callNotFound();
      if (noPageFor(root, rel)) return sendIndex(reply.code(404), root, NOT_FOUND_PAGE);
      return sendIndex(reply, root);
    });
  });
}
