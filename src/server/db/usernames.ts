import { like } from 'drizzle-orm';
import { limits } from '../../shared/constants';
import { uniqueSlug } from '../../shared/rules/slug';
import type { Db } from './connect';
import { users } from './schema';

/** A free username made from a hint (an e-mail prefix): allowed characters only, clash → -2, -3… */
export async function uniqueUsername(db: Db, hint: string): Promise<string> {
  const base =
    hint
      .replace(/[^A-Za-z0-9._-]+/g, '')
      .slice(0, limits.username.max - 4)
      .toLowerCase() || 'user';
  const padded = base.length < limits.username.min ? `${base}-user` : base;
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${padded}%`));
  const names = new Set(taken.map((row) => row.username));
  return names.has(padded) ? uniqueSlug(padded, (candidate) => names.has(candidate)) : padded;
}
