import { announceRoleChange, grantAdmin, listAdmins, revokeAdmin } from '../db/admins';
import { embedItemsWithoutVector } from '../ilii/duplicates/item-embeddings';
import { embedMany, localEmbeddingsModel } from '../ilii/duplicates/local-embeddings';
import { exitWith, openConfiguredDatabase } from './open-from-config';

const usage = 'usage: npm run admin -- grant EMAIL | revoke EMAIL | list | embed-items';

async function run(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'list' && command !== 'embed-items' && !email?.includes('@')) exitWith(usage);
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
    } else if (command === 'embed-items') {
      // Requests and vents saved before ilii's embeddings model was on (decision 56).
      const stored = await embedItemsWithoutVector(database.db, { model: localEmbeddingsModel, embedMany });
      console.log(`Embedded ${stored} requests and vents with ${localEmbeddingsModel}.`);
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
