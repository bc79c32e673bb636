import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/connect';
import { auditLog } from '../../db/schema';

/** What a deleted account is called wherever a row must still say someone did something. */
export const deletedAccountLabel = 'a deleted account';

/** The person to delete, locked until the transaction ends, with their pending new address. */
export async function lockAccount(db: Db, userId: string) {
  const [row] = await selectRows<{ email: string; role: string; pending_email: string | null }>(
    db,
    sql`select u.email, u.role, (select new_email from email_changes where user_id = u.id) as pending_email
        from users u where u.id = ${userId} for update of u`,
  );
  return row;
}

/** What stays of the person's, authorless: for the audit entry of the deletion. */
export async function countKeptContent(db: Db, userId: string) {
  const [row] = await selectRows<{
    requests: number | string;
    vents: number | string;
    builds: number | string;
  }>(
    db,
    sql`select (select count(*) from feature_requests where user_id = ${userId}) as requests,
               (select count(*) from vents where user_id = ${userId}) as vents,
               (select count(*) from builds where user_id = ${userId}) as builds`,
  );
  return { requests: Number(row!.requests), vents: Number(row!.vents), builds: Number(row!.builds) };
}

/**
 * Removes the traces of a person that no foreign key reaches (docs/decisions.md #49): `secrets` are
 * their id and addresses (current and pending), matched whole, never as patterns.
 * - outbox jobs naming them (mails to them, a change mail about them) go, sent or not;
 * - codes kept for their addresses (any type) go;
 * - rate-limit counters keyed by their id or an address go;
 * - audit entries keep what happened but name them 'a deleted account': as actor, as target, and
 *   inside the before/after records.
 */
export async function eraseTraces(db: Db, userId: string, emails: string[]) {
  const secrets = [userId, ...emails];
  const anyOf = (column: ReturnType<typeof sql>) =>
    sql.join(
      secrets.map((secret) => sql`strpos(${column}, ${secret}) > 0`),
      sql` or `,
    );
  await db.execute(
    sql`delete from outbox where ${anyOf(sql`payload::text`)} or ${anyOf(sql`coalesce(dedupe_key, '')`)}`,
  );
  const codeTypes = ['sign-in', 'email-verification', 'forget-password', 'change-email'];
  const identifiers = emails.flatMap((email) => codeTypes.map((type) => `${type}-otp-${email}`));
  await db.execute(
    sql`delete from verifications where identifier in (${sql.join(
      identifiers.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  // Keys are `kind:value`; the value is the id or an address, at the end.
  await db.execute(
    sql`delete from rate_limits where ${sql.join(
      secrets.map((secret) => sql`right(key, ${secret.length + 1}) = ${`:${secret}`}`),
      sql` or `,
    )}`,
  );
  await db.execute(sql`update audit_log set actor_label = ${deletedAccountLabel} where actor_id = ${userId}`);
  await db.execute(
    sql`update audit_log set target_id = null, target_label = ${deletedAccountLabel} where target_id = ${userId}`,
  );
  // Addresses and ids hold no character JSON escapes, so replacing them in the text keeps it JSON.
  let before = sql`before::text`;
  let after = sql`after::text`;
  for (const secret of secrets) {
    before = sql`replace(${before}, ${secret}, ${deletedAccountLabel})`;
    after = sql`replace(${after}, ${secret}, ${deletedAccountLabel})`;
  }
  await db.execute(
    sql`update audit_log set before = (${before})::jsonb, after = (${after})::jsonb
        where ${anyOf(sql`coalesce(before::text, '')`)} or ${anyOf(sql`coalesce(after::text, '')`)}`,
  );
}

/** The deletion itself in the audit log: by and of 'a deleted account', with what stayed. */
export async function recordAccountDeletion(
  db: Db,
  kept: { requests: number; vents: number; builds: number },
) {
  await db.insert(auditLog).values({
    actorId: null,
    actorLabel: deletedAccountLabel,
    action: 'account.delete',
    targetKind: 'user',
    targetId: null,
    targetLabel: deletedAccountLabel,
    after: { kept },
  });
}
