import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GuardedColumns, guardedColumns } from './guardedColumns';
import { sourceFiles } from './importRules';

/**
 * Finds every write to a table in server/: Drizzle's `.update(t).set({...})`, `.insert(t).values({...})` and
 * `.onConflictDoUpdate({ set: {...} })`, and raw SQL `update <table> set <column> =` / `insert into <table>
 * (<columns>)` in any string or template; then holds each against guardedColumns.ts. A write whose columns
 * cannot be read from the source (a spread, a variable) counts as writing every column of its table.
 */

/** A table's SQL name and its columns, Drizzle property → SQL name. */
export interface TableShape {
  sql: string;
  columns: Map<string, string>;
}
/** Tables by the name of their Drizzle constant. */
export type Schema = Map<string, TableShape>;

export interface Write {
  line: number;
  table: string;
  kind: 'insert' | 'update';
  /** SQL column names, or 'unknown' when the source does not say which. */
  columns: string[] | 'unknown';
}

export interface WriteViolation {
  file: string;
  line: number;
  table: string;
  column: string;
  writer: string;
}

/** Index of the bracket closing the one at `open`, past strings, templates and nested brackets. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === '`') i = templateEnd(text, i);
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote || text[i] === '\n') return i;
  }
  return text.length - 1;
}

function templateEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '`') return i;
    else if (text[i] === '$' && text[i + 1] === '{') i = closing(text, i + 1);
  }
  return text.length - 1;
}

/** The source with comments blanked out (newlines kept, so lines still count) and its literals' spans. */
export function withoutComments(source: string): { text: string; literals: [number, number][] } {
  const out = source.split('');
  const literals: [number, number][] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = c === '`' ? templateEnd(source, i) : stringEnd(source, i);
      literals.push([i + 1, end]);
      i = end;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') out[i++] = ' ';
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (; i < stop; i++) if (out[i] !== '\n') out[i] = ' ';
      i--;
    }
  }
  return { text: out.join(''), literals };
}

/** The top-level entries of an object literal's text, `{` … `}` included. */
function entries(objectText: string): string[] {
  const inner = objectText.slice(1, -1);
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === '"' || c === "'") i = stringEnd(inner, i);
    else if (c === '`') i = templateEnd(inner, i);
    else if (c === '(' || c === '[' || c === '{') i = closing(inner, i);
    else if (c === ',') {
      parts.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(inner.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The property names an object literal sets, or 'unknown' when a spread or computed key hides some. */
function keysOf(objectText: string): string[] | 'unknown' {
  const text = objectText.trim();
  if (!text.startsWith('{')) return 'unknown';
  const keys: string[] = [];
  for (const entry of entries(text)) {
    if (entry.startsWith('...') || entry.startsWith('[')) return 'unknown';
    const named = /^(?:(['"])(\w+)\1|(\w+))\s*(:|$)/.exec(entry);
    if (named) keys.push(named[2] ?? named[3]!);
    // Anything else is a method, which sets no column.
  }
  return keys;
}

/** The value of `name:` in an object literal's text, if it is there. */
function propertyText(objectText: string, name: string): string | undefined {
  for (const entry of entries(objectText.trim())) {
    const match = new RegExp(`^(?:(['"])${name}\\1|${name})\\s*:`).exec(entry);
    if (match) return entry.slice(match[0].length).trim();
  }
  return undefined;
}

/** The calls chained after `at`: `.set({...}).where(...)` → [['set', '{...}'], ['where', '...']]. */
function chainAfter(text: string, at: number): [string, string][] {
  const calls: [string, string][] = [];
  let i = at;
  for (;;) {
    const next = /^\s*\.\s*(\w+)\s*\(/.exec(text.slice(i, i + 200));
    if (!next) return calls;
    const open = i + next[0].length - 1;
    const close = closing(text, open);
    calls.push([next[1]!, text.slice(open + 1, close)]);
    i = close + 1;
  }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function columnsFrom(keys: string[] | 'unknown', table: TableShape): string[] | 'unknown' {
  if (keys === 'unknown') return 'unknown';
  return keys.map((key) => table.columns.get(key) ?? key);
}

/** The rows a `.values(...)` argument holds: one object, an array of objects, or something unreadable. */
function valuesColumns(argument: string, table: TableShape): string[] | 'unknown' {
  const text = argument.trim();
  if (!text.startsWith('[')) return columnsFrom(keysOf(text), table);
  const all: string[] = [];
  for (const row of entries(text)) {
    const columns = columnsFrom(keysOf(row), table);
    if (columns === 'unknown') return 'unknown';
    all.push(...columns);
  }
  return all;
}

function drizzleWrites(text: string, schema: Schema): Write[] {
  const writes: Write[] = [];
  for (const match of text.matchAll(/\.\s*(update|insert)\s*\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = schema.get(match[2]!);
    if (!table) continue;
    const line = lineAt(text, match.index);
    const chain = chainAfter(text, match.index + match[0].length);
    const argument = (name: string) => chain.find(([call]) => call === name)?.[1];
    if (match[1] === 'update') {
      const set = argument('set');
      writes.push({
        line,
        table: table.sql,
        kind: 'update',
        columns: set ? columnsFrom(keysOf(set), table) : 'unknown',
      });
      continue;
    }
    const values = argument('values');
    writes.push({
      line,
      table: table.sql,
      kind: 'insert',
      columns: values ? valuesColumns(values, table) : 'unknown',
    });
    const upsert = argument('onConflictDoUpdate');
    if (upsert !== undefined) {
      const set = propertyText(upsert, 'set');
      writes.push({
        line,
        table: table.sql,
        kind: 'update',
        columns: set ? columnsFrom(keysOf(set), table) : 'unknown',
      });
    }
  }
  return writes;
}

/** A table or column named in SQL text: plain, quoted, or a Drizzle interpolation (`${users}`, `${users.pinHash}`). */
const NAME = String.raw`(?:"?(\w+)"?|\$\{\s*([\w.]+)\s*\})`;

function sqlName(plain: string | undefined, interpolated: string | undefined, schema: Schema) {
  if (plain) return { table: plain, column: plain };
  const [constant, property] = (interpolated ?? '').split('.');
  const table = schema.get(constant ?? '');
  return { table: table?.sql ?? '', column: property ? (table?.columns.get(property) ?? property) : '' };
}

function rawSqlWrites(source: string, literals: [number, number][], schema: Schema): Write[] {
  const writes: Write[] = [];
  for (const [start, end] of literals) {
    const body = source.slice(start, end);
    for (const match of body.matchAll(new RegExp(String.raw`\bupdate\s+${NAME}\s+set\s+`, 'gi'))) {
      const { table } = sqlName(match[1], match[2], schema);
      const clause = body.slice(match.index + match[0].length).split(/\b(?:where|returning|from)\b/i)[0]!;
      const columns = [...clause.matchAll(new RegExp(String.raw`(?:^|,)\s*${NAME}\s*=`, 'g'))].map(
        (m) => sqlName(m[1], m[2], schema).column,
      );
      writes.push({ line: lineAt(source, start + match.index), table, kind: 'update', columns });
    }
    for (const match of body.matchAll(
      new RegExp(String.raw`\binsert\s+into\s+${NAME}\s*(\(([^)]*)\))?`, 'gi'),
    )) {
      const { table } = sqlName(match[1], match[2], schema);
      const list = match[4];
      const columns =
        list === undefined
          ? ('unknown' as const)
          : [...list.matchAll(new RegExp(NAME, 'g'))].map((m) => sqlName(m[1], m[2], schema).column);
      writes.push({ line: lineAt(source, start + match.index), table, kind: 'insert', columns });
    }
  }
  return writes;
}

/** Every table write in one source file. */
export function writesIn(source: string, schema: Schema): Write[] {
  const { text, literals } = withoutComments(source);
  return [...drizzleWrites(text, schema), ...rawSqlWrites(source, literals, schema)].sort(
    (a, b) => a.line - b.line,
  );
}

/** The writes of `file` that touch a guarded column it may not write. */
export function checkWrites(
  file: string,
  writes: Write[],
  guarded: readonly GuardedColumns[] = guardedColumns,
): WriteViolation[] {
  const violations: WriteViolation[] = [];
  for (const write of writes) {
    for (const rule of guarded) {
      if (rule.table !== write.table || rule.writer === file) continue;
      if (write.kind === 'insert' && rule.creators && Object.hasOwn(rule.creators, file)) continue;
      const touched =
        write.columns === 'unknown' ? rule.columns : rule.columns.filter((c) => write.columns.includes(c));
      for (const column of touched) {
        violations.push({ file, line: write.line, table: write.table, column, writer: rule.writer });
      }
    }
  }
  return violations;
}

/** The Drizzle tables of server/db/schema: constant name, SQL name and columns. */
export function readSchema(root: string): Schema {
  const schema: Schema = new Map();
  for (const file of sourceFiles(root, 'server/db/schema')) {
    const { text } = withoutComments(readFileSync(join(root, file), 'utf8'));
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      const open = text.indexOf('(', match.index);
      const body = text.slice(open, closing(text, open));
      const columns = new Map<string, string>();
      for (const column of body.matchAll(/\b(\w+):\s*\w+\(\s*'(\w+)'/g)) columns.set(column[1]!, column[2]!);
      schema.set(match[1]!, { sql: match[2]!, columns });
    }
  }
  return schema;
}

export function checkGuardedTree(root: string): WriteViolation[] {
  const schema = readSchema(root);
  return sourceFiles(root, 'server')
    .filter((file) => !file.startsWith('server/db/schema/'))
    .flatMap((file) => checkWrites(file, writesIn(readFileSync(join(root, file), 'utf8'), schema)));
}
