import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrate, type OpenedDatabase, openDatabase } from '../../server/db/client';
import { createOutboxMailer } from '../../server/mail/mailer';
import { NONCE_PLACEHOLDER, registerSpa } from '../../server/static';
import { testConfig } from './harness';

const silent = { info() {}, warn() {}, error() {} };

const script = Buffer.from(`export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`);

describe('the app page', () => {
  let app: FastifyInstance;
  let opened: OpenedDatabase;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tessera-spa-'));
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><div id="root"></div>`,
    );
    // Pages drawn at build time, as vite.config.ts writes them: two public pages and a member page's shell.
    mkdirSync(join(root, 'prerendered', 'user'), { recursive: true });
    for (const name of ['_root', 'terms', 'user/account']) {
      writeFileSync(
        join(root, 'prerendered', `${name}.html`),
        `<!doctype html><script nonce="${NONCE_PLACEHOLDER}">boot()</script><style nonce="${NONCE_PLACEHOLDER}">p{}</style><div id="root"><p>drawn ${name}</p></div>`,
      );
    }
    // A hashed script with the compressed copies the build writes beside it.
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    opened = await openDatabase({});
    await migrate(opened.db);
    app = await buildApp({ db: opened.db, config: testConfig, mailer: createOutboxMailer(silent) });
    await registerSpa(app, { root });
  });

  afterAll(async () => {
    await app.close();
    await opened.close();
    rmSync(root, { recursive: true, force: true });
  });

  const nonceOf = (html: string) => /name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];

  it('carries a fresh style nonce that only its own policy allows', async () => {
    const first = await app.inject({ method: 'GET', url: '/user/explore' });
    const second = await app.inject({ method: 'GET', url: '/' });
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.headers['content-security-policy']).toContain("script-src 'self';");
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    // The member's picture is fetched with the session token and shown through an object URL.
    expect(first.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
  });

  it('keeps API answers on the plain policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/country' });
    expect(res.headers['content-security-policy']).toContain("style-src 'self';");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends a hashed asset compressed as the browser accepts, cached for a year', async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(brotli.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('sends a page drawn at build time for its path, with a nonce for its own script and style', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(home.body).toContain('<p>drawn _root</p>');
    const nonce = /<script nonce="([^"]+)">/.exec(home.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(home.body).toContain(`<style nonce="${nonce}">`);
    expect(home.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(home.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(home.headers['cache-control']).toBe('no-cache');

    const terms = await app.inject({ method: 'GET', url: '/terms?from=footer' });
    expect(terms.body).toContain('<p>drawn terms</p>');
    const shell = await app.inject({ method: 'GET', url: '/user/account' });
    expect(shell.body).toContain('<p>drawn user/account</p>');
    // The page for '/' is not reachable by its file name, and other paths get the app's page.
    for (const url of ['/_root', '/login', '/prerendered', '/user', '/user/account/more', '/account']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.body, url).toContain('<div id="root"></div>');
      expect(other.headers['content-security-policy'], url).toContain("script-src 'self';");
    }

    const packed = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toContain('<p>drawn _root</p>');
  });

  it('answers a path the app has no page for with 404 and the drawn not-found page, and any of its own paths with the app', async () => {
    const paths = [
      '/',
      '/login',
      '/operator/*',
      '/user',
      '/user/account',
      '/user/levelDetails/:level',
      '/user/*',
    ];
    writeFileSync(join(root, 'prerendered', 'paths.json'), JSON.stringify(paths));
    writeFileSync(
      join(root, 'prerendered', '_notfound.html'),
      `<!doctype html><style nonce="${NONCE_PLACEHOLDER}">p{}</style><div id="root" data-drawn="shell"><p>lost</p></div>`,
    );
    try {
      for (const url of ['/no-such-page', '/login/more', '/users', '/_notfound', '/terms-and-more?x=1']) {
        const lost = await app.inject({ method: 'GET', url });
        expect(lost.statusCode, url).toBe(404);
        expect(lost.body, url).toContain('<p>lost</p>');
        expect(lost.headers['content-type'], url).toContain('text/html');
        expect(lost.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of [
        '/LOGIN',
        '/login/',
        '/operator/sign-in',
        '/user',
        '/user/levelDetails/3',
        '/user/anything/else',
      ]) {
        const own = await app.inject({ method: 'GET', url });
        expect(own.statusCode, url).toBe(200);
        expect(own.body, url).toContain('<div id="root"></div>');
      }
      // Pages drawn for their paths and files are found before the list is read.
      expect((await app.inject({ method: 'GET', url: '/terms' })).body).toContain('<p>drawn terms</p>');
      expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      rmSync(join(root, 'prerendered', 'paths.json'));
      rmSync(join(root, 'prerendered', '_notfound.html'));
    }
  });
});
