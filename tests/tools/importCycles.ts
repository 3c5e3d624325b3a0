import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsWithKind, resolveTarget, sourceFiles } from './importRules';

const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

/** The repository file a relative import names, or null for a package or a file that is not there. */
function fileOf(root: string, target: string): string | null {
  if (!target.includes('/')) return null;
  if (/\.(ts|tsx|mts|mjs|js)$/.test(target) && existsSync(join(root, target))) return target;
  for (const ext of extensions) if (existsSync(join(root, target + ext))) return target + ext;
  return null;
}

/**
 * What each module imports at run time: type-only imports are left out, since they vanish from the built code
 * and cannot make one module wait for another to load.
 */
export function runtimeImports(
  root: string,
  files: string[],
  read = (file: string) => readFileSync(join(root, file), 'utf8'),
) {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsWithKind(read(file))
      .filter((found) => !found.typeOnly && found.spec.startsWith('.'))
      .map((found) => fileOf(root, resolveTarget(root, file, found.spec)))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Import cycles of the graph, as the files around each (the first file repeated at the end): at least one for
 * every strongly connected knot, so none found means the graph has none.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const path: string[] = [];
  const visit = (file: string) => {
    onPath.set(file, path.length);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = onPath.get(next);
      if (at !== undefined) cycles.push([...path.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}

/** The run-time import cycles among the server's modules. */
export function serverCycles(root: string): string[][] {
  return importCycles(runtimeImports(root, sourceFiles(root, 'server')));
}
