import type { DevelopmentChains } from './chain/development';
import { chainLines } from './chain/opening';
import { formatDemoSignIns, loadDemoSignIns } from './cli/demoSignIns';
import type { Config } from './config';
import type { OpenedDatabase } from './db/client';
import type { DemoSignIn } from './demo/seed';
import { demoKeyWarning } from './deposits/demoKey';
import type { AppMailer } from './mail/mailer';
import { redisWhere } from './services/sharedRedis';

/** What the console says once the instance serves: where, on what data, and what an operator should know. */
export function startedLines(
  config: Config,
  running: { database: OpenedDatabase; mailer: AppMailer; devChain?: DevelopmentChains },
  notes: { demoDepositKey: boolean; clockOffset: boolean; operatorKeyFile: string | null },
  seeded: DemoSignIn[] | null,
): string[] {
  const lines = [`${config.productName} is running at http://localhost:${config.port}`];
  if (config.publicUrl !== `http://localhost:${config.port}`)
    lines.push(`Public address: ${config.publicUrl}`);
  lines.push(
    running.database.kind === 'pglite'
      ? `Data: embedded database in ${config.dataDir}`
      : 'Data: PostgreSQL (DATABASE_URL)',
  );
  if (config.redisUrl) lines.push(`Limits: shared through Redis (${redisWhere(config.redisUrl)})`);
  lines.push(
    running.mailer.mode === 'smtp'
      ? 'Mail: delivered through SMTP_URL'
      : 'Mail: SMTP_URL is not set, so mail stays in the outbox and is printed in this log',
  );
  lines.push(...chainLines(config, running.devChain));
  if (notes.demoDepositKey) lines.push(`Warning: ${demoKeyWarning}`);
  if (notes.clockOffset) {
    lines.push(
      `Warning: the clock runs ${config.clockOffsetDays} days ahead (CLOCK_OFFSET_DAYS); for test instances only`,
    );
  }
  if (notes.operatorKeyFile) {
    lines.push(
      `Operator key created and written to ${notes.operatorKeyFile} (keep it secret; only its hash is stored)`,
    );
  }
  const demo = seeded ?? loadDemoSignIns(config.dataDir);
  if (demo && demo.length > 0) lines.push('', formatDemoSignIns(demo, config.productName, seeded !== null));
  return lines;
}
