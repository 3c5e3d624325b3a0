import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type BrowserContext, chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { dashboard } from '../../src/screens/Account/accountFixtures';
import { countries } from '../../src/screens/Profile/profileFixtures';
import { tickets } from '../../src/screens/Support/supportFixtures';
import { announcements } from '../../src/screens/shared/AnnouncementsView/announcementsFixtures';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * The JavaScript a browser downloads to show a route for the first time, gzipped: measured by loading the
 * production build in Chromium and adding up every script response, so route-level code splitting is
 * judged by what really loads rather than by reading the manifest.
 */
export const routeBudgetBytes = 120 * 1024;

/** The answers a page asks for first, so it loads as a real visit does (a failed load brings the error modal). */
type Answers = (context: BrowserContext) => Promise<void>;

/** The sign-up form's rules and countries. */
const signUpAnswers: Answers = async (context) => {
  await context.route('**/api/pre-register', (request) =>
    request.fulfill({ json: { status: true, binary: 1, user_count: 12, email_required: 1 } }),
  );
  await context.route('**/api/country', (request) =>
    request.fulfill({ json: { status: true, data: countries } }),
  );
};

/**
 * A stored session and answers to what a member's page asks first: the account's figures, the shell's unread
 * counts and its live stream.
 */
const memberAnswers: Answers = async (context) => {
  await context.route('**/api/dashboard', (request) =>
    request.fulfill({ json: { status: true, data: dashboard } }),
  );
  await context.route('**/api/tickets?*', (request) =>
    request.fulfill({
      json: { status: true, data: tickets, more_details: { total: tickets.length, unread: 1 } },
    }),
  );
  await context.route('**/api/announcements', (request) =>
    request.fulfill({ json: { status: true, data: announcements, more_details: { unread: 1 } } }),
  );
  await context.route('**/api/events*', (request) =>
    request.fulfill({ headers: { 'content-type': 'text/event-stream' }, body: ': heartbeat\n\n' }),
  );
  await context.addInitScript(() => {
    sessionStorage.setItem('token', 'bench-token-0000000000000000');
    sessionStorage.setItem('status', '1');
    sessionStorage.setItem('username', 'bench');
  });
};

const routes: Array<{ path: string; answers?: Answers }> = [
  { path: '/' },
  { path: '/login' },
  { path: '/register', answers: signUpAnswers },
  { path: '/user/account', answers: memberAnswers },
  // The back office's own first page, for comparison: the one route that loads back-office files.
  { path: '/operator/sign-in' },
];

export interface RouteJs {
  path: string;
  files: number;
  gzipBytes: number;
  /** Of those, files built from the operator back office (src/screens/Operator): a member route loads none. */
  backOfficeFiles: number;
}

/** The built files whose code comes from the back office, as the build's manifest names them. */
function backOfficeFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.src?.startsWith('src/screens/Operator/'))
      .map((chunk) => chunk.file),
  );
}

export async function measureInitialJs(): Promise<RouteJs[]> {
  await build({ logLevel: 'silent', build: { manifest: true } });
  const operatorFiles = backOfficeFiles('dist');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const base = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      await route.answers?.(context);
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(response.url(), gzipSync(body).length);
      });
      await page.goto(new URL(route.path, base).toString(), { waitUntil: 'networkidle' });
      results.push({
        path: route.path,
        files: scripts.size,
        gzipBytes: [...scripts.values()].reduce((sum, n) => sum + n, 0),
        backOfficeFiles: [...scripts.keys()].filter((url) =>
          operatorFiles.has(new URL(url).pathname.slice(1)),
        ).length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  return results;
}

/**
 * A member's page reduced to the libraries the design card fixes, used as the app uses them: React's DOM
 * renderer, the declarative router with links, TanStack Query reading through ofetch.
 */
const librariesOnly = `
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ofetch } from 'ofetch';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, matchRoutes, Navigate, NavLink, Outlet, useLocation, useNavigate, useParams,
  useRoutes, useSearchParams } from 'react-router-dom';
const client = new QueryClient();
function Page() {
  const answer = useQuery({ queryKey: ['dashboard'], queryFn: () => ofetch('/api/dashboard') });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <main onClick={() => navigate('/user/explore')}>
      {String(answer.data)} {search.get('tab')} {useParams().id} {useLocation().pathname}
      <Link to="/user/team">Team</Link> <NavLink to="/user/payouts">Payouts</NavLink> <Outlet />
    </main>
  );
}
const routes = [{ path: '/user', element: <Page />, children: [{ index: true, element: <Navigate to="explore" /> }] }];
function App() {
  const page = useRoutes(routes);
  return matchRoutes(routes, location.pathname) ? page : null;
}
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}><BrowserRouter><App /></BrowserRouter></QueryClientProvider>,
);
`;

/**
 * What those libraries alone weigh, built into one file and gzipped like the routes: the floor under every
 * member route, whatever the app's own code does.
 */
export async function measureLibraryFloor(): Promise<number> {
  // Inside the project, so the build resolves the packages from its node_modules.
  mkdirSync(join('node_modules', '.cache'), { recursive: true });
  const root = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'tessera-floor-'));
  try {
    writeFileSync(
      join(root, 'index.html'),
      '<div id="root"></div><script type="module" src="/page.tsx"></script>',
    );
    writeFileSync(join(root, 'page.tsx'), librariesOnly);
    await build({ root, configFile: false, logLevel: 'silent', plugins: [react()] });
    const assets = join(root, 'dist', 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
