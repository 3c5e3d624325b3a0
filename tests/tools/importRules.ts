import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The one-way layer rules of ARCHITECTURE.md. Each rule names the files it governs and a test that a
 * resolved import target (a repository-relative path or a bare package name) must not pass.
 */
export interface LayerRule {
  name: string;
  appliesTo: (file: string) => boolean;
  /** Whether the rule refuses the import of `target` by `file`. */
  forbids: (target: string, file: string) => boolean;
  /** The rule lets type-only imports through: they vanish from the built code. */
  allowsTypes?: boolean;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
const isBrowserCode = (file: string) =>
  under('src')(file) && !under('src/api/contract')(file) && !/\.(test|stories)\.tsx?$/.test(file);
/**
 * Contract modules of plain rules (`<area>Rules.ts`, the reserve draw and the proof of reserves' tree): no
 * validator, so the browser may run their code without pulling zod into the bundle. They import nothing but one
 * another.
 */
const plainRuleModules = ['src/api/contract/reserveDraw', 'src/api/contract/proofOfReserves'];
const isPlainRules = (target: string) =>
  /^src\/api\/contract\/[a-zA-Z]+Rules$/.test(target) || plainRuleModules.includes(target);
const isReact = (target: string) =>
  /^(react|react-dom)(\/|$)/.test(target) || target.startsWith('@xstate/react');

const SCREENS = 'src/screens';
/** What several member screens use, and the back office too: it imports no screen. */
const MEMBER_SHARED = 'src/screens/shared';
const BACK_OFFICE = 'src/screens/Operator';
/** What several back-office sections use: it imports no section, nor the shell. */
const BACK_OFFICE_SHARED = 'src/screens/Operator/shared';

/**
 * The screen a path under src/screens belongs to: its folder there; in the back office, its section's folder
 * under src/screens/Operator, while the files directly in src/screens/Operator are the back office's shell.
 * Null for the shared folders and for anything outside src/screens.
 */
export function screenOf(path: string): string | null {
  if (!under(SCREENS)(path) || under(MEMBER_SHARED)(path) || under(BACK_OFFICE_SHARED)(path)) return null;
  const parts = path.split('/');
  return parts.slice(0, parts[2] === 'Operator' && parts.length > 4 ? 4 : 3).join('/');
}

/** What is built on the ledger: the ledger imports none of it. */
const aboveTheLedger = [
  'server/services',
  'server/routes',
  'server/jobs',
  'server/cli',
  'server/demo',
  'server/app',
];

export const layerRules: LayerRule[] = [
  {
    name: 'src/ui imports no machines, api or screens',
    appliesTo: under('src/ui'),
    forbids: (t) => ['src/machines', 'src/api', 'src/screens'].some((p) => under(p)(t)),
  },
  {
    name: 'src/theme imports nothing app-level',
    appliesTo: under('src/theme'),
    forbids: (t) => ['src/machines', 'src/api', 'src/screens', 'src/ui'].some((p) => under(p)(t)),
  },
  {
    // The shell routes to the sections as src/app routes to the member screens; a section never reaches back.
    name: 'a screen imports only its own folder, src/screens/shared and, in the back office, src/screens/Operator/shared; each back-office section is a screen, and only the shell (the files directly in src/screens/Operator) loads its sections',
    appliesTo: (file) => screenOf(file) !== null,
    forbids: (target, file) => {
      if (!under(SCREENS)(target) || under(MEMBER_SHARED)(target)) return false;
      if (under(BACK_OFFICE_SHARED)(target)) return !under(BACK_OFFICE)(file);
      const from = screenOf(file);
      return screenOf(target) !== from && !(from === BACK_OFFICE && under(BACK_OFFICE)(target));
    },
  },
  {
    name: 'src/screens/shared and src/screens/Operator/shared import no screen (and src/screens/shared nothing of the back office)',
    appliesTo: (file) => under(MEMBER_SHARED)(file) || under(BACK_OFFICE_SHARED)(file),
    forbids: (target, file) =>
      under(SCREENS)(target) &&
      !under(MEMBER_SHARED)(target) &&
      !(under(BACK_OFFICE_SHARED)(target) && under(BACK_OFFICE_SHARED)(file)),
  },
  {
    name: 'src/machines imports no React and no screens or ui',
    appliesTo: under('src/machines'),
    forbids: (t) => isReact(t) || ['src/screens', 'src/ui'].some((p) => under(p)(t)),
  },
  {
    name: 'a contract module of plain rules imports only other plain rules',
    appliesTo: (file) => !/\.test\.ts$/.test(file) && isPlainRules(file.replace(/\.ts$/, '')),
    forbids: (t) => !isPlainRules(t),
  },
  {
    name: 'src/api/contract imports zod only',
    // Its tests run in Node only and may check the contract against node:crypto and the server's data.
    appliesTo: (file) => under('src/api/contract')(file) && !/\.test\.ts$/.test(file),
    forbids: (t) => !(t === 'zod' || t.startsWith('zod/') || under('src/api/contract')(t)),
  },
  {
    name: 'src/api imports only its contract from the app',
    appliesTo: under('src/api'),
    forbids: (t) => ['src/machines', 'src/screens', 'src/ui', 'src/theme'].some((p) => under(p)(t)),
  },
  {
    name: 'the browser imports only types from src/api/contract (the validator stays out of the bundle)',
    appliesTo: isBrowserCode,
    forbids: (t) => under('src/api/contract')(t) && !isPlainRules(t),
    allowsTypes: true,
  },
  {
    name: 'server/routes does not import the app that registers it (the routes take AppDeps from server/deps)',
    appliesTo: under('server/routes'),
    forbids: (t) => t === 'server/app',
    allowsTypes: false,
  },
  {
    name: 'server/ledger imports no services, routes, jobs or commands (they are built on it, not beneath it)',
    appliesTo: under('server/ledger'),
    forbids: (t) => aboveTheLedger.some((p) => under(p)(t)),
  },
  {
    name: 'server imports nothing from src/ except src/api/contract',
    appliesTo: under('server'),
    forbids: (t) => under('src')(t) && !under('src/api/contract')(t),
  },
];

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?([^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ImportOf {
  spec: string;
  /** `import type …`, `export type …`, or braces whose every name is marked `type`. */
  typeOnly: boolean;
}

function namesAllTypes(clause: string): boolean {
  const braces = /^\s*\{([^}]*)\}\s*from\s+$/.exec(clause);
  if (!braces?.[1]) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** Every module specifier a source text imports or re-exports, static or dynamic, and whether only types. */
export function importsWithKind(source: string): ImportOf[] {
  const found: ImportOf[] = [];
  for (const match of source.matchAll(importPattern)) {
    const spec = match[3] ?? match[4];
    if (!spec) continue;
    const typeOnly = match[4] === undefined && (match[1] !== undefined || namesAllTypes(match[2] ?? ''));
    found.push({ spec, typeOnly });
  }
  return found;
}

/** Every module specifier a source text imports or re-exports, static or dynamic. */
export function importsOf(source: string): string[] {
  return importsWithKind(source).map((found) => found.spec);
}

/** A specifier as a repository-relative path (for relative imports) or the bare package name. */
export function resolveTarget(root: string, file: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  return relative(root, resolve(dirname(join(root, file)), spec))
    .split(sep)
    .join('/');
}

export interface Violation {
  file: string;
  spec: string;
  rule: string;
}

export function checkFile(root: string, file: string, source: string, rules = layerRules): Violation[] {
  const violations: Violation[] = [];
  for (const { spec, typeOnly } of importsWithKind(source)) {
    const target = resolveTarget(root, file, spec);
    for (const rule of rules) {
      if (typeOnly && rule.allowsTypes) continue;
      if (rule.appliesTo(file) && rule.forbids(target, file))
        violations.push({ file, spec, rule: rule.name });
    }
  }
  return violations;
}

export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(join(root, dir));
  } catch {
    return out;
  }
  for (const name of entries) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(name)) out.push(path);
  }
  return out;
}

export function checkTree(root: string): Violation[] {
  const files = [...sourceFiles(root, 'src'), ...sourceFiles(root, 'server')];
  return files.flatMap((file) => checkFile(root, file, readFileSync(join(root, file), 'utf8')));
}
