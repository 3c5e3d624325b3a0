import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GuardedColumns, guardedColumns } from './guardedColumns';
import { checkWrites, readSchema, type Schema, writesIn } from './guardedWrites';

const schema: Schema = new Map([
  [
    'users',
    {
      sql: 'users',
      columns: new Map([
        ['id', 'id'],
        ['name', 'name'],
        ['passwordHash', 'password_hash'],
        ['pinHash', 'pin_hash'],
      ]),
    },
  ],
]);
const guarded: GuardedColumns[] = [
  {
    table: 'users',
    columns: ['password_hash', 'pin_hash'],
    writer: 'server/services/credentials.ts',
    creators: { 'server/services/members.ts': 'registration' },
  },
];
const STRAY = 'server/services/profile.ts';
const check = (file: string, source: string) =>
  checkWrites(file, writesIn(source, schema), guarded).map((v) => `${v.line} ${v.table}.${v.column}`);

describe('guarded columns', () => {
  it('refuses a Drizzle update of a guarded column outside its one writer, and lets the writer do it', () => {
    const source = [
      "import { users } from '../db/schema';",
      'export async function rename(tx, id, name, hash) {',
      '  await tx.update(users).set({ name }).where(eq(users.id, id));',
      '  await tx',
      '    .update(users)',
      "    .set({ name, 'passwordHash': hash })",
      '    .where(eq(users.id, id));',
      '}',
    ].join('\n');
    expect(check(STRAY, source)).toEqual(['5 users.password_hash']);
    expect(check('server/services/credentials.ts', source)).toEqual([]);
  });

  it('counts a write whose columns the source does not name as a write of every guarded column', () => {
    expect(check(STRAY, 'await tx.update(users).set({ ...changes }).where(x);')).toEqual([
      '1 users.password_hash',
      '1 users.pin_hash',
    ]);
    expect(check(STRAY, 'await tx.update(users).set(changes);')).toHaveLength(2);
    expect(check(STRAY, 'await tx.insert(users).values(rows);')).toHaveLength(2);
  });

  it('refuses raw SQL that updates or inserts a guarded column, by name or through Drizzle interpolations', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
    expect(check(STRAY, "await db.execute(sql`update users set pin_hash = '' where id = ${id}`);")).toEqual([
      '1 users.pin_hash',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
    expect(check(STRAY, 'sql`UPDATE "users" SET name = ${n}, ${users.passwordHash} = ${h}`')).toEqual([
      '1 users.password_hash',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
    expect(check(STRAY, 'sql`update ${users} set "pin_hash" = null`')).toEqual(['1 users.pin_hash']);
    expect(check(STRAY, "sql.raw('insert into users (name, password_hash) values ($1, $2)')")).toEqual([
      '1 users.password_hash',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
    expect(check(STRAY, 'sql`update users set name = ${n} where pin_hash = ${h}`')).toEqual([]);
  });

  it('lets a creator insert the columns with a new row but never update them, upserts included', () => {
    const insert = 'await tx.insert(users).values({ name, passwordHash, pinHash }).returning();';
    expect(check('server/services/members.ts', insert)).toEqual([]);
    expect(check(STRAY, insert)).toEqual(['1 users.password_hash', '1 users.pin_hash']);
    const rows = 'await tx.insert(users).values([{ name }, { name, pinHash }]);';
    expect(check(STRAY, rows)).toEqual(['1 users.pin_hash']);
    const upsert =
      'await tx.insert(users).values({ name }).onConflictDoUpdate({ target: users.id, set: { passwordHash } });';
    expect(check('server/services/members.ts', upsert)).toEqual(['1 users.password_hash']);
    expect(check('server/services/members.ts', 'await tx.update(users).set({ pinHash });')).toEqual([
      '1 users.pin_hash',
    ]);
  });

  it('reads past comments, strings and nested calls', () => {
    const source = [
      '// tx.update(users).set({ passwordHash })',
      '/* await tx.update(users).set({ pinHash }); */',
      "const note = 'update users set pin_hash in the credentials module only';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, on purpose
      'await tx.update(users).set({ name: fn({ pinHash: 1 }, `${a}`), id }).where(and(eq(users.id, 1)));',
    ].join('\n');
    expect(check(STRAY, source)).toEqual([]);
  });

  it('names only tables, columns and modules that exist', () => {
    const root = process.cwd();
    const tables = new Map([...readSchema(root).values()].map((t) => [t.sql, new Set(t.columns.values())]));
    for (const rule of guardedColumns) {
      expect(tables.has(rule.table), rule.table).toBe(true);
      for (const column of rule.columns) expect(tables.get(rule.table)?.has(column), column).toBe(true);
      for (const module of [rule.writer, ...Object.keys(rule.creators ?? {})]) {
        expect(existsSync(join(root, module)), module).toBe(true);
      }
    }
  });
});
