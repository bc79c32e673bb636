import { eq, inArray } from 'drizzle-orm';
import { contentKind } from '../../shared/contracts/requests';
import { companyMembers, reports, users } from '../db/schema';
import { writeMerge } from '../features/merges/merges.queries';
import { signUnsubscribeToken } from '../features/notifications/unsubscribe-token';
import { latestCode, origin } from './auth-helpers';
import { addBuild, createCompany, createItem, createProduct, createUser } from './factories';
import type { TestApp } from './test-app';
import type { RoleName, World } from './world';

/**
 * Who may call each route. Every route the app registers needs an entry here (route-access.test.ts
 * fails on a route without one, naming it, and on an entry whose route is gone).
 *
 * - public: everyone, signed in or not
 * - signed-in: anyone signed in; anonymous callers get 401
 * - approved-member: approved members of any company (their own company's data); others 403
 * - member-or-admin: approved members of the item's company, and admins; others 403
 * - owner: the author of the item or build only (the plain user's rows below); others 403
 * - owner-or-member: the author of the item, and approved members of its company; others 403
 * - admin: the admin role only; others 403
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'approved-member'
  | 'member-or-admin'
  | 'owner'
  | 'owner-or-member'
  | 'admin';

/** The status each role gets when refused; a role not listed must be let through. */
export const refusals: Record<Access, Partial<Record<RoleName, 401 | 403>>> = {
  public: {},
  'signed-in': { anonymous: 401 },
  'approved-member': { anonymous: 401, user: 403, pending: 403, admin: 403 },
  'member-or-admin': { anonymous: 401, user: 403, pending: 403, outsider: 403 },
  owner: { anonymous: 401, pending: 403, outsider: 403, member: 403, admin: 403 },
  'owner-or-member': { anonymous: 401, pending: 403, outsider: 403, admin: 403 },
  admin: { anonymous: 401, user: 403, pending: 403, outsider: 403, member: 403 },
};

export interface CallEnv {
  ctx: TestApp;
  world: World;
  /** A number of its own for each call, for fresh names and e-mails. */
  n: number;
}

export interface Call {
  url: string;
  body?: unknown;
}

export interface RouteAccess {
  /** `METHOD /url` as registered (`:id` for parameters). A HEAD route follows its GET route's entries. */
  route: string;
  access: Access;
  /** A well-formed request, made anew for each role (so it may create rows of its own). */
  call: (env: CallEnv) => Call | Promise<Call>;
  /** What this entry checks beyond the route's rule, when a route has several entries. */
  note?: string;
  /** Opened as a WebSocket (app.injectWS): let through means the socket says `ready`. */
  isWebSocket?: boolean;
  /** Let-through callers still get an error (not 401/403, not 5xx): a route that needs more than HTTP. */
  isErrorExpected?: boolean;
  /** Ends the session it is sent with: checked after every other route. */
  endsSession?: boolean;
  /** Puts back what a let-through call changed in the shared world (a membership left or applied for). */
  reset?: (env: CallEnv) => Promise<void>;
}

const url = (path: string) => () => ({ url: path });
const draft = (env: CallEnv) => ({
  company: { id: env.world.company.id },
  title: `Calendar sync number ${env.n}`,
  userStoryWant: 'my tasks to show up in my calendar',
  userStorySoThat: 'I can plan my week in one place',
  confirmDuplicates: true,
});
/** An item of the plain user's, made for one call (editing or deleting it changes nothing shared). */
const ownItem = async (env: CallEnv, kind: 'requests' | 'vents') =>
  createItem(env.ctx.database.db, { companyId: env.world.company.id, userId: env.world.roles.user.id }, kind);
const ownBuild = async (env: CallEnv) =>
  addBuild(env.ctx.database.db, env.world.request.id, env.world.roles.user.id, `Thought ${env.n}`);

function contentRoutes(kind: 'requests' | 'vents'): RouteAccess[] {
  const item = (env: CallEnv) => (kind === 'vents' ? env.world.vent : env.world.request);
  const base = `/api/v1/${kind}`;
  return [
    { route: `GET ${base}`, access: 'public', call: url(`${base}?view=top-requests&limit=5`) },
    ...(['your-requests', 'your-votes', 'your-builds'] as const).map(
      (view): RouteAccess => ({
        route: `GET ${base}`,
        access: 'signed-in',
        note: `?view=${view}`,
        call: url(`${base}?view=${view}`),
      }),
    ),
    { route: `POST ${base}`, access: 'signed-in', call: (env) => ({ url: base, body: draft(env) }) },
    { route: `GET ${base}/counts`, access: 'public', call: url(`${base}/counts?company=notewren`) },
    {
      route: `GET ${base}/by-path`,
      access: 'public',
      call: (env) => ({ url: `${base}/by-path?company=notewren&product=no-product&slug=${item(env).slug}` }),
    },
    {
      route: `GET ${base}/similar`,
      access: 'public',
      call: (env) => ({ url: `${base}/similar?companyId=${env.world.company.id}&title=Export%20PDF` }),
    },
    { route: `GET ${base}/:id`, access: 'public', call: (env) => ({ url: `${base}/${item(env).id}` }) },
    {
      route: `PATCH ${base}/:id`,
      access: 'owner-or-member',
      call: async (env) => ({ url: `${base}/${(await ownItem(env, kind)).id}`, body: draft(env) }),
    },
    {
      route: `DELETE ${base}/:id`,
      access: 'owner-or-member',
      call: async (env) => ({ url: `${base}/${(await ownItem(env, kind)).id}` }),
    },
    {
      route: `POST ${base}/:id/vote`,
      access: 'signed-in',
      call: (env) => ({ url: `${base}/${item(env).id}/vote`, body: { voted: true } }),
    },
    {
      route: `GET ${base}/:id/builds`,
      access: 'public',
      call: (env) => ({ url: `${base}/${item(env).id}/builds` }),
    },
    {
      route: `POST ${base}/:id/builds`,
      access: 'signed-in',
      call: (env) => ({ url: `${base}/${item(env).id}/builds`, body: { content: `Same here, ${env.n}` } }),
    },
    {
      route: `GET ${base}/:id/follow`,
      access: 'signed-in',
      call: (env) => ({ url: `${base}/${item(env).id}/follow` }),
    },
    {
      route: `PUT ${base}/:id/follow`,
      access: 'signed-in',
      call: (env) => ({ url: `${base}/${item(env).id}/follow` }),
    },
    {
      route: `DELETE ${base}/:id/follow`,
      access: 'signed-in',
      call: (env) => ({ url: `${base}/${item(env).id}/follow` }),
    },
    {
      route: `PATCH ${base}/:id/status`,
      access: 'member-or-admin',
      call: (env) => ({ url: `${base}/${item(env).id}/status`, body: { status: 'seen', comment: 'Noted' } }),
    },
  ];
}

/** Merging duplicates: each call merges (or unmerges) two items of its own. */
function mergeRoutes(kind: 'requests' | 'vents'): RouteAccess[] {
  const base = `/api/v1/${kind}`;
  const pair = async (env: CallEnv) => [await ownItem(env, kind), await ownItem(env, kind)] as const;
  return [
    {
      route: `POST ${base}/:id/merge`,
      access: 'member-or-admin',
      call: async (env) => {
        const [source, target] = await pair(env);
        return { url: `${base}/${source.id}/merge`, body: { targetId: target.id } };
      },
    },
    {
      route: `DELETE ${base}/:id/merge`,
      access: 'member-or-admin',
      call: async (env) => {
        const [source, target] = await pair(env);
        const { db } = env.ctx.database;
        const actorId = env.world.roles.admin.id;
        await db.transaction((tx) =>
          writeMerge(tx, { kind, sourceId: source.id, targetId: target.id, actorId, at: new Date() }),
        );
        return { url: `${base}/${source.id}/merge` };
      },
    },
    {
      route: `GET ${base}/:id/merge-candidates`,
      access: 'member-or-admin',
      call: async (env) => ({ url: `${base}/${(await ownItem(env, kind)).id}/merge-candidates?search=sync` }),
    },
    {
      route: `GET ${base}/:id/merged-from`,
      access: 'public',
      call: async (env) => ({ url: `${base}/${(await ownItem(env, kind)).id}/merged-from` }),
    },
  ];
}

export const routeAccess: RouteAccess[] = [
  { route: 'GET /healthz', access: 'public', call: url('/healthz') },
  { route: 'GET /readyz', access: 'public', call: url('/readyz') },
  // Pages: every other path is the web app (404 for paths naming nothing).
  { route: 'GET /*', access: 'public', call: url('/') },
  {
    route: 'GET /*',
    access: 'public',
    note: '/request/:id share links',
    call: (env) => ({ url: `/request/${env.world.request.id}` }),
  },
  { route: 'GET /index.html', access: 'public', call: url('/index.html') },
  { route: 'GET /assets/app-abc123.js', access: 'public', call: url('/assets/app-abc123.js') },
  { route: 'GET /assets/app-abc123.js.br', access: 'public', call: url('/assets/app-abc123.js.br') },
  { route: 'GET /assets/app-abc123.js.gz', access: 'public', call: url('/assets/app-abc123.js.gz') },
  // The OpenAPI document and its UI.
  { route: 'GET /api/docs', access: 'public', call: url('/api/docs') },
  { route: 'HEAD /api/docs/', access: 'public', call: url('/api/docs/') },
  { route: 'GET /api/docs/json', access: 'public', call: url('/api/docs/json') },
  { route: 'GET /api/docs/yaml', access: 'public', call: url('/api/docs/yaml') },
  { route: 'GET /api/docs/static/*', access: 'public', call: url('/api/docs/static/swagger-ui.css') },
  { route: 'GET /api/docs/static/index.html', access: 'public', call: url('/api/docs/static/index.html') },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    access: 'public',
    call: url('/api/docs/static/swagger-initializer.js'),
  },
  // The dev mailbox exists only without SMTP outside production; there it is open to all.
  { route: 'GET /dev/mailbox', access: 'public', call: url('/dev/mailbox') },
  { route: 'GET /dev/mailbox.json', access: 'public', call: url('/dev/mailbox.json') },
  // Live updates: public topics only.
  { route: 'GET /api/v1/live', access: 'public', isWebSocket: true, call: url('/api/v1/live') },
  { route: 'HEAD /api/v1/live', access: 'public', isErrorExpected: true, call: url('/api/v1/live') },
  { route: 'GET /api/v1/paths/resolve', access: 'public', call: url('/api/v1/paths/resolve?path=/notewren') },
  { route: 'GET /api/v1/companies', access: 'public', call: url('/api/v1/companies?search=note') },
  { route: 'GET /api/v1/catalog', access: 'public', call: url('/api/v1/catalog') },
  // Changelogs, roadmaps, feeds and what crawlers read: the same for everyone.
  ...contentKind.options.flatMap((kind): RouteAccess[] => [
    {
      route: `GET /api/v1/${kind}/changelog`,
      access: 'public',
      call: url(`/api/v1/${kind}/changelog?company=notewren`),
    },
    {
      route: `GET /api/v1/${kind}/roadmap`,
      access: 'public',
      call: url(`/api/v1/${kind}/roadmap?company=notewren&status=requested`),
    },
  ]),
  { route: 'GET /feeds/changelog.atom', access: 'public', call: url('/feeds/changelog.atom') },
  {
    route: 'GET /feeds/:company/changelog.atom',
    access: 'public',
    call: url('/feeds/notewren/changelog.atom'),
  },
  {
    route: 'GET /feeds/:company/requests.atom',
    access: 'public',
    call: url('/feeds/notewren/requests.atom'),
  },
  { route: 'GET /robots.txt', access: 'public', call: url('/robots.txt') },
  { route: 'GET /sitemap.xml', access: 'public', call: url('/sitemap.xml') },
  { route: 'GET /sitemaps/:file', access: 'public', call: url('/sitemaps/requests-1.xml') },
  ...contentKind.options.flatMap(contentRoutes),
  ...contentKind.options.flatMap(mergeRoutes),
  {
    route: 'PATCH /api/v1/builds/:id',
    access: 'owner',
    call: async (env) => ({ url: `/api/v1/builds/${(await ownBuild(env)).id}`, body: { content: 'Edited' } }),
  },
  {
    route: 'DELETE /api/v1/builds/:id',
    access: 'owner',
    call: async (env) => ({ url: `/api/v1/builds/${(await ownBuild(env)).id}` }),
  },
  {
    route: 'POST /api/v1/builds/:id/vote',
    access: 'signed-in',
    call: (env) => ({ url: `/api/v1/builds/${env.world.memberBuild.id}/vote`, body: { voted: true } }),
  },
  { route: 'GET /api/v1/dashboard', access: 'approved-member', call: url('/api/v1/dashboard') },
  { route: 'GET /api/v1/admin/applications', access: 'admin', call: url('/api/v1/admin/applications') },
  {
    route: 'PATCH /api/v1/admin/applications/:id',
    access: 'admin',
    call: async (env) => {
      const applicant = await createUser(env.ctx.database.db);
      const [application] = await env.ctx.database.db
        .insert(companyMembers)
        .values({ userId: applicant.id, companyId: env.world.company.id, title: 'PM', phoneNumber: '555' })
        .returning();
      return { url: `/api/v1/admin/applications/${application!.id}`, body: { status: 'approved' } };
    },
  },
  {
    route: 'GET /api/v1/admin/moderation-checks',
    access: 'admin',
    call: url('/api/v1/admin/moderation-checks'),
  },
  {
    route: 'GET /api/v1/admin/duplicate-checks',
    access: 'admin',
    call: url('/api/v1/admin/duplicate-checks'),
  },
  { route: 'GET /api/v1/admin/users', access: 'admin', call: url('/api/v1/admin/users?sort=votes') },
  {
    route: 'DELETE /api/v1/admin/users/:id',
    access: 'admin',
    call: async (env) => ({ url: `/api/v1/admin/users/${(await createUser(env.ctx.database.db)).id}` }),
  },
  {
    route: 'POST /api/v1/admin/applications/:id/revoke',
    access: 'admin',
    call: async (env) => {
      const member = await createUser(env.ctx.database.db);
      const [membership] = await env.ctx.database.db
        .insert(companyMembers)
        .values({
          userId: member.id,
          companyId: env.world.company.id,
          title: 'PM',
          phoneNumber: '555',
          status: 'approved',
        })
        .returning();
      return {
        url: `/api/v1/admin/applications/${membership!.id}/revoke`,
        body: { reason: 'Left the team' },
      };
    },
  },
  {
    route: 'GET /api/v1/admin/audit',
    access: 'admin',
    call: url('/api/v1/admin/audit?action=membership.revoke&actor=admin-world&target=Notewren'),
  },
  {
    route: 'POST /api/v1/membership',
    access: 'signed-in',
    // Applicants and members already have a membership: a 409 (one at a time, members.test.ts).
    isErrorExpected: true,
    call: (env) => ({
      url: '/api/v1/membership',
      body: { companyId: env.world.company.id, title: 'Support lead', phoneNumber: '555 0100' },
    }),
    reset: async ({ ctx, world }) => {
      const { user, admin } = world.roles;
      await ctx.database.db.delete(companyMembers).where(inArray(companyMembers.userId, [user.id, admin.id]));
      for (const userId of [user.id, admin.id])
        await ctx.app.live.publishSessions({ kind: 'user-changed', userId });
    },
  },
  {
    route: 'DELETE /api/v1/membership',
    access: 'approved-member',
    call: url('/api/v1/membership'),
    reset: async ({ ctx, world }) => {
      const { member, outsider } = world.roles;
      const approved = { title: 'PM', phoneNumber: '555', status: 'approved' as const };
      await ctx.database.db
        .insert(companyMembers)
        .values([
          { userId: member.id, companyId: world.company.id, ...approved },
          { userId: outsider.id, companyId: world.otherCompany.id, ...approved },
        ])
        .onConflictDoNothing();
      for (const userId of [member.id, outsider.id])
        await ctx.app.live.publishSessions({ kind: 'user-changed', userId });
    },
  },
  {
    route: 'POST /api/v1/reports/:kind/:id',
    access: 'signed-in',
    call: async (env) => {
      const item = await createItem(env.ctx.database.db, {
        companyId: env.world.company.id,
        userId: (await createUser(env.ctx.database.db)).id,
      });
      return { url: `/api/v1/reports/requests/${item.id}`, body: { reason: 'spam' } };
    },
  },
  { route: 'GET /api/v1/admin/reports', access: 'admin', call: url('/api/v1/admin/reports?state=removed') },
  {
    route: 'POST /api/v1/admin/moderation/:kind/:id/remove',
    access: 'admin',
    call: async (env) => {
      const item = await createItem(env.ctx.database.db, { companyId: env.world.company.id }, 'vents');
      return { url: `/api/v1/admin/moderation/vents/${item.id}/remove`, body: { reason: 'Abuse' } };
    },
  },
  {
    route: 'POST /api/v1/admin/moderation/:kind/:id/restore',
    access: 'admin',
    call: async (env) => {
      const item = await createItem(env.ctx.database.db, {
        companyId: env.world.company.id,
        removedAt: new Date(),
        removedReason: 'Abuse',
      });
      return { url: `/api/v1/admin/moderation/requests/${item.id}/restore`, body: {} };
    },
  },
  {
    route: 'POST /api/v1/admin/moderation/:kind/:id/dismiss',
    access: 'admin',
    call: async (env) => {
      const db = env.ctx.database.db;
      const build = await addBuild(db, env.world.request.id, (await createUser(db)).id, 'Reported build');
      await db
        .insert(reports)
        .values({ reporterId: (await createUser(db)).id, buildId: build.id, reason: 'spam' });
      return { url: `/api/v1/admin/moderation/builds/${build.id}/dismiss`, body: {} };
    },
  },
  {
    route: 'PUT /api/v1/admin/users/:id/suspension',
    access: 'admin',
    call: async (env) => ({
      url: `/api/v1/admin/users/${(await createUser(env.ctx.database.db)).id}/suspension`,
      body: { reason: 'Spam', endsAt: null },
    }),
  },
  {
    route: 'DELETE /api/v1/admin/users/:id/suspension',
    access: 'admin',
    call: async (env) => {
      const user = await createUser(env.ctx.database.db);
      await env.ctx.database.db
        .update(users)
        .set({ banned: true, banReason: 'Spam' })
        .where(eq(users.id, user.id));
      return { url: `/api/v1/admin/users/${user.id}/suspension` };
    },
  },
  {
    route: 'GET /api/v1/admin/users/:id/content',
    access: 'admin',
    call: (env) => ({ url: `/api/v1/admin/users/${env.world.roles.user.id}/content` }),
  },
  {
    route: 'POST /api/v1/admin/users/:id/delete-with-content',
    access: 'admin',
    call: async (env) => {
      const user = await createUser(env.ctx.database.db);
      await createItem(env.ctx.database.db, { companyId: env.world.company.id, userId: user.id });
      return {
        url: `/api/v1/admin/users/${user.id}/delete-with-content`,
        body: { confirmation: user.displayUsername, reason: 'Spam' },
      };
    },
  },
  ...catalogRoutes(),
  // The signed-in person's own account (src/server/features/account).
  {
    route: 'PATCH /api/v1/account/profile',
    access: 'signed-in',
    call: () => ({ url: '/api/v1/account/profile', body: { firstName: 'Ada' } }),
  },
  { route: 'GET /api/v1/account/email', access: 'signed-in', call: url('/api/v1/account/email') },
  {
    route: 'POST /api/v1/account/email',
    access: 'signed-in',
    call: (env) => ({ url: '/api/v1/account/email', body: { email: `moving-${env.n}@example.com` } }),
  },
  {
    route: 'POST /api/v1/account/email/verify',
    access: 'signed-in',
    // No change waiting, or a code that is not the one mailed: 400 (account.email.test.ts).
    isErrorExpected: true,
    call: () => ({ url: '/api/v1/account/email/verify', body: { code: '123456' } }),
  },
  { route: 'GET /api/v1/account/sessions', access: 'signed-in', call: url('/api/v1/account/sessions') },
  {
    route: 'DELETE /api/v1/account/sessions/:id',
    access: 'signed-in',
    // Only one's own sessions: any other id is a 404 (account.sessions.test.ts).
    isErrorExpected: true,
    call: () => ({ url: '/api/v1/account/sessions/00000000-0000-4000-8000-000000000000' }),
  },
  { route: 'GET /api/v1/account/export', access: 'signed-in', call: url('/api/v1/account/export') },
  {
    route: 'POST /api/v1/account/delete-code',
    access: 'signed-in',
    // Admins cannot delete their own account: 409.
    isErrorExpected: true,
    call: url('/api/v1/account/delete-code'),
  },
  {
    route: 'POST /api/v1/account/delete',
    access: 'signed-in',
    // Not the code mailed: 400, and nothing is deleted (account.data.test.ts deletes).
    isErrorExpected: true,
    call: () => ({ url: '/api/v1/account/delete', body: { code: '123456' } }),
  },
  ...notificationRoutes(),
  { route: 'GET /api/v1/auth/session', access: 'public', call: url('/api/v1/auth/session') },
  {
    route: 'POST /api/v1/auth/email-availability',
    access: 'public',
    call: (env) => ({ url: '/api/v1/auth/email-availability', body: { email: `free-${env.n}@example.com` } }),
  },
  {
    route: 'POST /api/v1/auth/username-availability',
    access: 'public',
    call: (env) => ({ url: '/api/v1/auth/username-availability', body: { username: `free-${env.n}` } }),
  },
  {
    route: 'POST /api/v1/auth/code',
    access: 'public',
    call: (env) => ({ url: '/api/v1/auth/code', body: signUpCode(env) }),
  },
  {
    route: 'POST /api/v1/auth/verify',
    access: 'public',
    call: async (env) => {
      const body = signUpCode(env);
      const sent = await env.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/code',
        payload: body,
        headers: { origin },
      });
      if (sent.statusCode !== 200) throw new Error(`send code: ${sent.statusCode} ${sent.body}`);
      const code = await latestCode(env.ctx.app, body.email);
      return { url: '/api/v1/auth/verify', body: { email: body.email, code, signUp: body.signUp } };
    },
  },
  {
    route: 'POST /api/v1/auth/sign-out',
    access: 'public',
    endsSession: true,
    call: url('/api/v1/auth/sign-out'),
  },
];

/** The catalogue's routes act on throwaway companies and products made for each call. */
function catalogRoutes(): RouteAccess[] {
  const company = (env: CallEnv, name: string) => createCompany(env.ctx.database.db, `${name} ${env.n}`);
  const product = async (env: CallEnv, name: string) =>
    createProduct(env.ctx.database.db, (await company(env, `${name} co`)).id, `${name} ${env.n}`);
  return [
    {
      route: 'GET /api/v1/admin/companies',
      access: 'admin',
      call: url('/api/v1/admin/companies?search=note'),
    },
    {
      route: 'PATCH /api/v1/admin/companies/:id',
      access: 'admin',
      call: async (env) => ({
        url: `/api/v1/admin/companies/${(await company(env, 'Renamable')).id}`,
        body: { name: `Renamed ${env.n}`, reason: 'Typo' },
      }),
    },
    {
      route: 'POST /api/v1/admin/companies/:id/merge',
      access: 'admin',
      call: async (env) => ({
        url: `/api/v1/admin/companies/${(await company(env, 'Merging')).id}/merge`,
        body: { targetId: (await company(env, 'Merged into')).id },
      }),
    },
    {
      route: 'DELETE /api/v1/admin/companies/:id',
      access: 'admin',
      call: async (env) => ({ url: `/api/v1/admin/companies/${(await company(env, 'Deletable')).id}` }),
    },
    {
      route: 'PATCH /api/v1/admin/products/:id',
      access: 'admin',
      call: async (env) => ({
        url: `/api/v1/admin/products/${(await product(env, 'Renamable')).id}`,
        body: { name: `Renamed product ${env.n}` },
      }),
    },
    {
      route: 'POST /api/v1/admin/products/:id/merge',
      access: 'admin',
      call: async (env) => {
        const from = await product(env, 'Merging');
        const into = await createProduct(env.ctx.database.db, from.companyId, `Target ${env.n}`);
        return { url: `/api/v1/admin/products/${from.id}/merge`, body: { targetId: into.id } };
      },
    },
    {
      route: 'DELETE /api/v1/admin/products/:id',
      access: 'admin',
      call: async (env) => ({
        url: `/api/v1/admin/products/${(await product(env, 'Deletable')).id}`,
        body: { reason: 'Empty' },
      }),
    },
  ];
}

/** The inbox and settings are anyone's own; an unsubscribe link works for anyone holding it. */
function notificationRoutes(): RouteAccess[] {
  const unsubscribeUrl = async (env: CallEnv) => {
    // The first use makes the server's secret (no SECRET in the tests); a link is signed with it.
    await env.ctx.app.inject('/api/v1/unsubscribe?token=x');
    const stored = await env.ctx.database.db.query.serverSettings.findFirst();
    const token = signUnsubscribeToken(
      stored!.value,
      { userId: env.world.roles.user.id, kind: 'builds' },
      new Date(),
    );
    return { url: `/api/v1/unsubscribe?token=${token}` };
  };
  return [
    { route: 'GET /api/v1/notifications', access: 'signed-in', call: url('/api/v1/notifications') },
    {
      route: 'GET /api/v1/notifications/unread-count',
      access: 'signed-in',
      call: url('/api/v1/notifications/unread-count'),
    },
    {
      route: 'POST /api/v1/notifications/read',
      access: 'signed-in',
      call: () => ({ url: '/api/v1/notifications/read', body: {} }),
    },
    {
      route: 'GET /api/v1/notification-settings',
      access: 'signed-in',
      call: url('/api/v1/notification-settings'),
    },
    {
      route: 'PUT /api/v1/notification-settings',
      access: 'signed-in',
      call: () => ({ url: '/api/v1/notification-settings', body: { followVoted: true } }),
    },
    { route: 'GET /api/v1/unsubscribe', access: 'public', call: unsubscribeUrl },
    {
      route: 'POST /api/v1/unsubscribe',
      access: 'public',
      call: async (env) => ({ ...(await unsubscribeUrl(env)), body: {} }),
    },
  ];
}

function signUpCode(env: CallEnv) {
  const username = `newcomer-${env.n}`;
  return {
    email: `${username}@example.com`,
    intent: 'sign-up' as const,
    signUp: { firstName: 'Ada', lastName: 'Byron', username, acceptTerms: true as const },
  };
}
