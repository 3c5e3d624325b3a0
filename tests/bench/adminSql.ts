import pg from 'pg';

/** Runs one statement on its own connection (CREATE or DROP DATABASE cannot run inside a pool's transaction). */
export async function adminSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
