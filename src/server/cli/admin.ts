import { announceRoleChange, grantAdmin, listAdmins, revokeAdmin } from '../db/admins';
import { exitWith, openConfiguredDatabase } from './open-from-config';

const usage = 'usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

async function run(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'list' && !email?.includes('@')) exitWith(usage);
  const { database, done } = await openConfiguredDatabase();
  try {
    if (command === 'grant') {
      const { created, userId } = await grantAdmin(database.db, email!);
      await announceRoleChange(database, userId);
      console.log(
        created
          ? `${email} had no account: created one with the admin role. Sign in with this e-mail to use /admin.`
          : `${email} is now an admin.`,
      );
    } else if (command === 'revoke') {
      const userId = await revokeAdmin(database.db, email!);
      if (userId) await announceRoleChange(database, userId);
      console.log(userId ? `${email} is no longer an admin.` : `No account for ${email}.`);
    } else if (command === 'list') {
      const admins = await listAdmins(database.db);
      console.log(admins.length ? admins.join('\n') : 'No admins yet.');
    } else {
      exitWith(usage);
    }
  } finally {
    await done();
  }
}

await run();
