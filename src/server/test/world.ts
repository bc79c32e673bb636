import { builds, companyMembers } from '../db/schema';
import { signInAs, signUpBody } from './auth-helpers';
import { addBuild, addVotes, createCompany, createItem, createProduct, createUser } from './factories';
import { signInRoles } from './roles';
import type { TestApp } from './test-app';

export type Roles = Awaited<ReturnType<typeof signInRoles>>;
export type RoleName = keyof Roles;
export const roleNames = ['anonymous', 'user', 'pending', 'outsider', 'member', 'admin'] as const;

/**
 * A small board for the route checks: the roles of roles.ts (members of Notewren, the outsider of
 * Ripplebeat), a product, requests and vents by the plain user, builds, a pending application and an
 * idle user. The items carry a build and another person's vote, so that deleting them is refused.
 */
export async function seedWorld(ctx: TestApp) {
  const db = ctx.database.db;
  const company = await createCompany(db, 'Notewren');
  const otherCompany = await createCompany(db, 'Ripplebeat');
  const product = await createProduct(db, company.id, 'Notewren Mobile');
  const roles = await signInRoles(ctx.app, db, company.id, otherCompany.id, 'world');
  const author = roles.user.id;
  const request = await createItem(db, {
    companyId: company.id,
    userId: author,
    title: 'Export boards to PDF',
    userStoryWant: 'to export a board as a PDF',
    userStorySoThat: 'I can share it offline',
  });
  const productRequest = await createItem(db, {
    companyId: company.id,
    productId: product.id,
    userId: author,
    title: 'Offline mode on phones',
  });
  const vent = await createItem(
    db,
    { companyId: company.id, userId: author, title: 'Sync loses my notes' },
    'vents',
  );
  const build = await addBuild(db, request.id, author, 'A PDF export would help our team too');
  const memberBuild = await addBuild(db, productRequest.id, roles.member.id, 'We are looking into it');
  await db.insert(builds).values({ ventId: vent.id, userId: roles.member.id, content: 'Same for us' });
  await addVotes(db, request.id, [roles.member.id]);
  await addVotes(db, vent.id, [roles.member.id], 'vents');
  const applicant = await createUser(db, { username: 'applicant' });
  const [application] = await db
    .insert(companyMembers)
    .values({ userId: applicant.id, companyId: otherCompany.id, title: 'CTO', phoneNumber: '555' })
    .returning();
  const idleUser = await createUser(db, { username: 'idle' });
  return {
    roles,
    company,
    otherCompany,
    product,
    request,
    productRequest,
    vent,
    build,
    memberBuild,
    application: application!,
    idleUser,
  };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;

/** A second, throwaway session of a new account (sign-out ends the one it is sent with). */
export async function spareSession(ctx: TestApp, name: string) {
  const { cookie } = await signInAs(ctx.app, `${name}@example.com`, {
    signUp: signUpBody({ username: name }),
  });
  return cookie;
}
