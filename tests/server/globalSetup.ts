import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each suite copies its scratch database from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates one PostgreSQL database for the whole run: a suite's scratch database is a copy of it (~0.1 s)
 * instead of a new one migrated from empty (~2 s, 23 migrations).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', undefined);
  if (!baseUrl) return;
  const name = `tessera_template_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: baseUrl });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(template.db);
  } finally {
    // A database is copied only while nothing else is connected to it.
    await template.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
}
