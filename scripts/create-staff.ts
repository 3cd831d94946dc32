/**
 * Creates a staff account (care specialist, moderator, expert or admin); admins can also create
 * them in the staff console (/staff/accounts), with the same service:
 *   npm run staff:create -- --email ana@kinwell.example --name "Ana Ruiz" --role specialist
 * An expert answers community questions under their name and credentials, which they need:
 *   npm run staff:create -- --email ana@kinwell.example --name "Dr. Ana Ruiz" --role expert \
 *     --credentials "Geriatric psychiatrist"
 * The password is read from STAFF_PASSWORD, or asked for on the terminal.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_CREDENTIALS_MAX, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '../shared/staff';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { createStaffAccount } from '../server/platform/staff/staff.service';

const argsSchema = z
  .object({
    email: z.email({ error: '--email must be an email address' }),
    name: z.string().trim().min(2, '--name must be at least 2 characters'),
    role: z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` }),
    credentials: z
      .string()
      .trim()
      .max(
        STAFF_CREDENTIALS_MAX,
        `--credentials must be at most ${STAFF_CREDENTIALS_MAX} characters`,
      )
      .optional(),
  })
  .refine((args) => args.role !== 'expert' || Boolean(args.credentials), {
    error: 'An expert needs --credentials, for example --credentials "Geriatric psychiatrist"',
  });

async function askPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`Password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `);
  rl.close();
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      credentials: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  const password = await askPassword();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    console.error(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
    process.exit(2);
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const staff = await createStaffAccount({
      db: database.db,
      input: { ...parsed.data, password },
    });
    console.log(
      `Created ${staff.role} ${staff.name} <${staff.email}>. Sign in at /admin-login; the first sign-in sets up an authenticator app.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
