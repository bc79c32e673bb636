import { eq } from 'drizzle-orm';
import { uniqueSlug } from '../../shared/rules/slug';
import { openConfiguredDatabase } from '../cli/open-from-config';
import { type Config, loadConfig } from '../config';
import { embedItemsWithoutVector } from '../ilii/duplicates/item-embeddings';
import { embedMany, embedsWithOwnModel, localEmbeddingsModel } from '../ilii/duplicates/local-embeddings';
import type { Db } from './connect';
import { contentTables, itemRef } from './content-tables';
import { builds, buildVotes, companies, products, profiles, users } from './schema';
import { type SeedItem, seedCompanies, seedRequests, seedUsers, seedVents } from './seed-data';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) => new Date(now - days * day);

/**
 * Loads the demo data in one transaction. Idempotent: when the demo companies are there already,
 * nothing is written (vote and build counts are kept by the database's triggers).
 */
export async function seedDemoData(db: Db, now = Date.now()): Promise<{ loaded: boolean }> {
  return db.transaction(async (tx) => {
    const firstCompany = seedCompanies[0]!.name;
    const [existing] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, firstCompany));
    if (existing) return { loaded: false };

    const userIds = new Map<string, string>();
    for (const user of seedUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          email: user.email,
          name: `${user.firstName} ${user.lastName}`,
          username: user.username,
          displayUsername: user.username,
          emailVerified: true,
          // They joined when they accepted the terms, before any of their requests.
          createdAt: daysAgo(180, now),
        })
        .onConflictDoUpdate({ target: users.email, set: { username: user.username } })
        .returning({ id: users.id });
      userIds.set(user.key, row!.id);
      await tx
        .insert(profiles)
        .values({
          userId: row!.id,
          firstName: user.firstName,
          lastName: user.lastName,
          displayName: `${user.firstName} ${user.lastName}`,
          termsAcceptedAt: daysAgo(180, now),
        })
        .onConflictDoNothing();
    }
    const userId = (key: string) => userIds.get(key)!;

    const companyIds = new Map<string, { id: string; products: Map<string, string> }>();
    const companySlugs = new Set<string>();
    for (const company of seedCompanies) {
      const slug = uniqueSlug(company.name, (s) => companySlugs.has(s));
      companySlugs.add(slug);
      const [row] = await tx
        .insert(companies)
        .values({ name: company.name, slug })
        .returning({ id: companies.id });
      const productIds = new Map<string, string>();
      for (const product of company.products) {
        const [productRow] = await tx
          .insert(products)
          .values({
            companyId: row!.id,
            name: product.name,
            slug: uniqueSlug(product.name, () => false),
            description: `${product.name} product`,
          })
          .returning({ id: products.id });
        productIds.set(product.name, productRow!.id);
      }
      companyIds.set(company.name, { id: row!.id, products: productIds });
    }

    const insertItems = async (items: SeedItem[], kind: 'requests' | 'vents') => {
      const { items: table, votes: itemVotes } = contentTables(kind);
      const slugs = new Set<string>();
      for (const item of items) {
        const company = companyIds.get(item.company)!;
        const slug = uniqueSlug(item.title, (s) => slugs.has(`${company.id}/${s}`));
        slugs.add(`${company.id}/${slug}`);
        const createdAt = daysAgo(item.daysAgo, now);
        const latestBuild = Math.min(item.daysAgo, ...item.builds.map((build) => build.daysAgo));
        const statusUpdatedAt =
          item.status === 'requested' ? null : daysAgo(Math.max(0, item.daysAgo / 2), now);
        const lastActivityAt = daysAgo(
          Math.min(latestBuild, statusUpdatedAt ? item.daysAgo / 2 : item.daysAgo),
          now,
        );
        const [row] = await tx
          .insert(table)
          .values({
            slug,
            title: item.title,
            userId: userId(item.author),
            userStoryWant: item.want,
            userStorySoThat: item.soThat,
            status: item.status,
            statusComment: item.statusComment,
            statusUpdatedAt,
            companyId: company.id,
            productId: item.product ? company.products.get(item.product)! : null,
            createdAt,
            lastActivityAt,
          })
          .returning({ id: table.id });
        const itemId = row!.id;
        if (item.voters.length > 0) {
          await tx
            .insert(itemVotes)
            .values(item.voters.map((v) => ({ userId: userId(v), ...itemRef(kind, itemId) })));
        }
        for (const build of item.builds) {
          const [buildRow] = await tx
            .insert(builds)
            .values({
              userId: userId(build.author),
              content: build.content,
              createdAt: daysAgo(build.daysAgo, now),
              ...itemRef(kind, itemId),
            })
            .returning({ id: builds.id });
          if (build.voters.length > 0) {
            await tx
              .insert(buildVotes)
              .values(build.voters.map((v) => ({ userId: userId(v), buildId: buildRow!.id })));
          }
        }
      }
    };
    await insertItems(seedRequests, 'requests');
    await insertItems(seedVents, 'vents');
    return { loaded: true };
  });
}

/**
 * What `npm run seed` does: the demo data, then the vectors of the demo items that have none when the
 * server searches for duplicates by meaning with its own model (decision 56), as saved items get
 * theirs through the outbox; a fresh board is then searched the way a used one is.
 */
export async function seedBoard(
  db: Db,
  config: Pick<Config, 'ILII_EMBEDDINGS' | 'ILII_EMBEDDINGS_URL'>,
): Promise<{ loaded: boolean; embedded: number }> {
  const { loaded } = await seedDemoData(db);
  const embedded = embedsWithOwnModel(config)
    ? await embedItemsWithoutVector(db, { model: localEmbeddingsModel, embedMany })
    : 0;
  return { loaded, embedded };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, done } = await openConfiguredDatabase();
  try {
    const { loaded, embedded } = await seedBoard(database.db, loadConfig());
    console.log(
      loaded
        ? `Loaded demo data: ${seedCompanies.length} companies, ${seedRequests.length} requests, ${seedVents.length} vents, ${seedUsers.length} people.`
        : 'Demo data is already loaded; nothing changed.',
    );
    if (embedded > 0) console.log(`Embedded ${embedded} requests and vents with ${localEmbeddingsModel}.`);
  } finally {
    await done();
  }
}
