import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import { contentTables, itemRef } from '../db/content-tables';
import { builds, companies, type featureRequests, follows, products, profiles, users } from '../db/schema';

const unique = () => randomUUID().slice(0, 8);

export async function createUser(db: Db, overrides: { username?: string; displayName?: string } = {}) {
  const username = overrides.username ?? `user-${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `${username}@example.com`,
      name: username,
      username: username.toLowerCase(),
      displayUsername: username,
    })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, displayName: overrides.displayName ?? null });
  return user!;
}

export async function createCompany(db: Db, name = `Company ${unique()}`) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const [company] = await db.insert(companies).values({ name, slug }).returning();
  return company!;
}

export async function createProduct(db: Db, companyId: string, name = `Product ${unique()}`) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const [product] = await db.insert(products).values({ companyId, name, slug }).returning();
  return product!;
}

type ItemOverrides = Partial<typeof featureRequests.$inferInsert> & { companyId: string };

/** A request (or, with kind 'vents', a vent) with sensible text; any column can be overridden. */
export async function createItem(db: Db, overrides: ItemOverrides, kind: 'requests' | 'vents' = 'requests') {
  const title = overrides.title ?? `Idea ${unique()}`;
  const values = {
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    userStoryWant: 'the app had a feature',
    userStorySoThat: 'my day gets easier',
    ...overrides,
  };
  const [item] = await db.insert(contentTables(kind).items).values(values).returning();
  return item!;
}

export async function addVotes(
  db: Db,
  itemId: string,
  userIds: string[],
  kind: 'requests' | 'vents' = 'requests',
) {
  if (userIds.length === 0) return;
  await db
    .insert(contentTables(kind).votes)
    .values(userIds.map((userId) => ({ userId, ...itemRef(kind, itemId) })));
}

export async function addBuild(db: Db, itemId: string, userId: string, content = 'A thought on this') {
  const [build] = await db.insert(builds).values({ featureRequestId: itemId, userId, content }).returning();
  return build!;
}

/** Follows of an item, as if each person had posted, voted or clicked Follow. */
export async function addFollows(
  db: Db,
  itemId: string,
  userIds: string[],
  kind: 'requests' | 'vents' = 'requests',
) {
  if (userIds.length === 0) return;
  await db.insert(follows).values(userIds.map((userId) => ({ userId, ...itemRef(kind, itemId) })));
}
