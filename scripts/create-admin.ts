import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ensureAdmin } from '../api/auth/admin-account';
import { ConfigError, loadConfig } from '../api/config';
import { emailSchema, newPasswordSchema } from '../api/contract/auth';
import { connectDatabases } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { createLogger } from '../api/log/logger';
import { resolveAppSecret } from '../api/secrets';
import { withOwnerDatabase } from './database';

// `npm run create-admin [-- --email a@b.c --password …]`: creates the administrator, or promotes an
// existing account and sets its password. Without flags it uses ADMIN_EMAIL / ADMIN_PASSWORD, and asks
// for what is still missing. Works on DATABASE_URL or the embedded database in DATA_DIR.
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

try {
  const config = loadConfig();
  const emailInput = values.email ?? config.admin?.email ?? process.env.ADMIN_EMAIL ?? (await ask('Admin e-mail: '));
  const passwordInput = values.password ?? process.env.ADMIN_PASSWORD ?? (await ask('Admin password (6-128 characters): '));
  const email = emailSchema.safeParse(emailInput);
  const password = newPasswordSchema.safeParse(passwordInput);
  if (!email.success || !password.success) {
    console.error((email.error ?? password.error)?.issues[0]?.message ?? 'Invalid input');
    process.exit(2);
  }

  await withOwnerDatabase(config, async (url) => {
    await migrate(url);
    const databases = await connectDatabases({
      ownerUrl: url,
      appSecret: await resolveAppSecret(config),
      poolMax: 2,
      logger: createLogger('warn'),
    });
    try {
      const outcome = await ensureAdmin(
        databases.owner,
        { email: email.data, password: password.data },
        { setPassword: true, passwordHashCost: config.auth.passwordHashCost },
      );
      console.log(`admin: ${email.data} ${outcome === 'created' ? 'created' : `${outcome}; password set`}`);
    } finally {
      await databases.close();
    }
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `create-admin failed: ${(error as Error).message}`);
  process.exit(1);
}
