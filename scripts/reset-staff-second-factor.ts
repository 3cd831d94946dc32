/**
 * Clears a staff member's second factor, for a lost or replaced phone:
 *   npm run staff:reset-second-factor -- ana@kinwell.example
 * At their next sign-in at /admin-login they set up an authenticator app again.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { systemClock } from '../server/lib/clock';
import { resetStaffSecondFactor } from '../server/platform/staff/second-factor.service';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const email = z.email().safeParse(positionals[0]);
  if (positionals.length !== 1 || !email.success) {
    console.error('Usage: npm run staff:reset-second-factor -- <email of the staff account>');
    process.exit(2);
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const staff = await resetStaffSecondFactor({
      db: database.db,
      clock: systemClock,
      email: email.data,
    });
    console.log(
      `Cleared the second factor of ${staff.name} <${staff.email}>. They set up an authenticator app again at their next sign-in at /admin-login.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
