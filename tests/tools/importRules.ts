import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The one-way layer rules of ARCHITECTURE.md. Each rule names the files it governs and a test that a
 * resolved import target (a repository-relative path or a bare package name) must not pass.
 */
export interface LayerRule {
  name: string;
  appliesTo: (file: string) => boolean;
  forbids: (target: string) => boolean;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
const isReact = (target: string) =>
  /^(react|react-dom)(\/|$)/.test(target) || target.startsWith('@xstate/react');

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
    name: 'src/machines imports no React and no screens or ui',
    appliesTo: under('src/machines'),
    forbids: (t) => isReact(t) || ['src/screens', 'src/ui'].some((p) => under(p)(t)),
  },
  {
    name: 'src/api/contract imports zod only',
    appliesTo: under('src/api/contract'),
    forbids: (t) => !(t === 'zod' || t.startsWith('zod/') || under('src/api/contract')(t)),
  },
  {
    name: 'src/api imports only its contract from the app',
    appliesTo: under('src/api'),
    forbids: (t) => ['src/machines', 'src/screens', 'src/ui', 'src/theme'].some((p) => under(p)(t)),
  },
  {
    name: 'server imports nothing from src/ except src/api/contract',
    appliesTo: under('server'),
    forbids: (t) => under('src')(t) && !under('src/api/contract')(t),
  },
];

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports or re-exports, static or dynamic. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    if (spec) found.push(spec);
  }
  return found;
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
  for (const spec of importsOf(source)) {
    const target = resolveTarget(root, file, spec);
    for (const rule of rules) {
      if (rule.appliesTo(file) && rule.forbids(target)) violations.push({ file, spec, rule: rule.name });
    }
  }
  return violations;
}

function sourceFiles(root: string, dir: string): string[] {
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
