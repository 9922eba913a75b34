import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createOrPromoteAdmin } from '../services/user.service.js';
import { newPasswordSchema } from '../validation/password.js';
import { runCommand, UsageError, withDatabase } from './with-database.js';

const USAGE = 'Usage: npm run create-admin -- --email E [--password P] [--name N]';

const argsSchema = z.object({
  email: z.email({ error: 'an email address is required' }),
  password: newPasswordSchema.optional(),
  name: z.string().trim().min(1).max(100).optional(),
});

function readArguments() {
  let values: unknown;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new UsageError(`${parsed.error.issues[0]?.message ?? 'invalid arguments'}\n${USAGE}`);
  }
  return parsed.data;
}

runCommand(async () => {
  const admin = readArguments();
  const outcome = await withDatabase(() => createOrPromoteAdmin(admin));
  console.log(
    outcome === 'created'
      ? `Administrator ${admin.email} created.`
      : `${admin.email} is now an administrator${admin.password ? ' with the new password' : ''}.`,
  );
});
