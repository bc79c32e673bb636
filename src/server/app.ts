import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '../shared/messages';
import type { Config } from './config';
import type { Database } from './db/connect';
import { AppError } from './errors';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { suspensionEmailHandler, suspensionEmailJob } from './features/admin/suspension-email';
import { auditRoutes } from './features/audit/audit.routes';
import { createAuthLibrary } from './features/auth/auth.library';
import { authRoutes } from './features/auth/auth.routes';
import { SessionCache } from './features/auth/session-cache';
import { buildsRoutes } from './features/builds/builds.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { changelogRoutes } from './features/changelog/changelog.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { feedsRoutes } from './features/feeds/feeds.routes';
import { membershipsRoutes } from './features/memberships/memberships.routes';
import { reviewEmailHandler, reviewEmailJob } from './features/memberships/memberships.service';
import { mergesRoutes } from './features/merges/merges.routes';
import { digestScheduler, notificationMailHandlers } from './features/notifications/notification-mail';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes';
import { secretSource } from './features/notifications/unsubscribe-token';
import { pathsRoutes } from './features/paths/paths.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { companyChangeEmailHandler, companyChangeEmailJob } from './features/requests/company-changes';
import { requestWritesRoutes } from './features/requests/request-writes.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { roadmapRoutes } from './features/roadmap/roadmap.routes';
import { sitemapRoutes } from './features/sitemap/sitemap.routes';
import { statusRoutes } from './features/status/status.routes';
import { votesRoutes } from './features/votes/votes.routes';
import { createEmbeddingsClient } from './ilii/duplicates/embeddings';
import type { findSimilar } from './ilii/duplicates/find-similar';
import { embedItemHandler, embedItemJob } from './ilii/duplicates/item-embeddings';
import {
  createLocalEmbeddingsClient,
  embedsWithOwnModel,
  localEmbeddingsModel,
} from './ilii/duplicates/local-embeddings';
import { createIlii, type Ilii } from './ilii/ilii';
import { createModerator, type Moderator } from './ilii/moderation/moderation';
import { devMailboxRoutes } from './mail/dev-mailbox.routes';
import type { Mailer } from './mail/mailer';
import { openApiFrame, withNamedSchemas } from './openapi';
import { type OutboxWorker, startOutboxWorker } from './outbox/worker';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { registerLive } from './plugins/live';
import { createLocalBus, createPostgresBus, type LiveBus } from './plugins/live-bus';
import { ReadCache } from './plugins/read-cache';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerTextInputGuard } from './plugins/text-input';
import { registerViewerCache, ViewerCache, viewerCacheTtlMs } from './plugins/viewer-cache';
import { VoteAllowance } from './plugins/vote-allowance';
import { registerWeb } from './plugins/web';
import type { WriteLimiter } from './plugins/write-limits';

export interface AppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Folder of the built web app (index.html and assets/). */
  webRoot: string;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The time, injectable so tests can move it (code expiry, rate-limit windows, sessions). */
  clock?: () => Date;
  /** The content moderator; by default the one the configuration names (local, or an LLM). */
  moderator?: Moderator;
  /** The duplicate search; by default ilii's own. */
  findSimilar?: typeof findSimilar;
  /** The embeddings endpoint's time limit: 10 s unless a test shortens it. */
  embeddingsTimeoutMs?: number;
  /** How long a request (headers and body) may take to arrive: 30 s unless a test shortens it. */
  requestTimeoutMs?: number;
  /** URLs one sitemap file may hold: the protocol's 50,000 unless a test pages sooner. */
  sitemapPageUrls?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    live: LiveBus;
    clock: () => Date;
    /** The write limits' settings and clock (plugins/write-limits.ts). */
    writeLimiter: WriteLimiter;
    ilii: Ilii;
    outbox: OutboxWorker;
    readCache: ReadCache;
    sessionCache: SessionCache;
    viewerCache: ViewerCache;
  }
}

/** Builds the whole server: used by main.ts and, with app.inject, by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  // A request must arrive whole in this time: a body trickled in a byte at a time would otherwise
  // hold its socket for ever (Fastify sets no limit). Node checks every few seconds.
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a load balancer the client address comes from X-Forwarded-For, and only then.
    trustProxy: config.TRUST_PROXY,
    requestTimeout: requestTimeoutMs,
    http: {
      // A request without a Host is answered by the hook below, in the error shape, not by Node.
      requireHostHeader: false,
      headersTimeout: requestTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeoutMs / 4)),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // The API reads JSON only: a text/plain body (which a page elsewhere may send without asking)
  // is a 415 rather than a string for the schema to refuse.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const live = database.client ? await createPostgresBus(database.client) : createLocalBus();
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('live', live);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('writeLimiter', { config, clock: app.clock, votes: new VoteAllowance() });
  const readCache = new ReadCache(config.READ_CACHE_MS);
  app.decorate('readCache', readCache);
  const stopFollowing = readCache.followWrites(live);
  app.addHook('onClose', async () => stopFollowing());
  const sessionCache = new SessionCache();
  app.decorate('sessionCache', sessionCache);
  const stopFollowingSessions = sessionCache.followChanges(live);
  app.addHook('onClose', async () => stopFollowingSessions());
  // READ_CACHE_MS=0 turns every cache of reads off, a person's own data too.
  const viewerCache = new ViewerCache(config.READ_CACHE_MS === 0 ? 0 : viewerCacheTtlMs);
  app.decorate('viewerCache', viewerCache);
  const stopFollowingViewers = viewerCache.followChanges(live);
  app.addHook('onClose', async () => stopFollowingViewers());
  const moderator =
    options.moderator ??
    createModerator({
      llmUrl: config.ILII_LLM_URL,
      llmModel: config.ILII_LLM_MODEL,
      moderationUrl: config.ILII_MODERATION_URL,
      moderationModel: config.ILII_MODERATION_MODEL,
      apiKey: config.ILII_API_KEY,
      onError: (error) => app.log.warn({ err: error }, 'moderation provider failed; the next judge answered'),
    });
  const semantic = config.ILII_EMBEDDINGS_URL
    ? {
        client: createEmbeddingsClient({
          url: config.ILII_EMBEDDINGS_URL,
          apiKey: config.ILII_API_KEY,
          model: config.ILII_EMBEDDINGS_MODEL,
          timeoutMs: options.embeddingsTimeoutMs,
        }),
        model: config.ILII_EMBEDDINGS_MODEL,
      }
    : embedsWithOwnModel(config)
      ? { client: createLocalEmbeddingsClient(), model: localEmbeddingsModel }
      : null;
  app.decorate(
    'ilii',
    createIlii({ db: database.db, moderator, log: app.log, findSimilar: options.findSimilar, semantic }),
  );
  app.addHook('onClose', async () => live.close());

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
  registerErrorHandler(app);
  // Hooks every request passes are callback hooks: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.headers.host)
      return done(new AppError('VALIDATION', { userMessage: messages.hostHeaderRequired }));
    done();
  });
  registerTextInputGuard(app);
  registerSecurity(app, { publicUrl: config.PUBLIC_URL });
  await app.register(cookie);
  const isSecure = config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
  registerSession(app, { publicUrl: config.PUBLIC_URL, isSecure, cache: sessionCache });
  registerViewerCache(app, { isSecure });
  await app.register(swagger, {
    openapi: openApiFrame(config.PUBLIC_URL),
    transform: jsonSchemaTransform,
    transformObject: withNamedSchemas,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(database));
  await registerLive(app, live, { publicUrl: config.PUBLIC_URL });
  await app.register(pathsRoutes(database.db));
  await app.register(companiesRoutes);
  await app.register(requestsRoutes);
  await app.register(changelogRoutes);
  await app.register(roadmapRoutes);
  await app.register(feedsRoutes({ db: database.db, publicUrl: config.PUBLIC_URL }));
  await app.register(
    sitemapRoutes({ db: database.db, publicUrl: config.PUBLIC_URL, pageUrls: options.sitemapPageUrls }),
  );
  await app.register(votesRoutes);
  await app.register(requestWritesRoutes);
  await app.register(buildsRoutes);
  await app.register(statusRoutes);
  await app.register(adminRoutes);
  await app.register(catalogRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes({ hideThreshold: config.REPORT_HIDE_THRESHOLD }));
  await app.register(membershipsRoutes);
  await app.register(auditRoutes);
  const secret = secretSource(database.db, config.SECRET);
  await app.register(notificationsRoutes);
  await app.register(mergesRoutes);
  await app.register(unsubscribeRoutes(secret));

  const outbox = startOutboxWorker({
    db: database.db,
    log: app.log,
    clock: app.clock,
    schedule: digestScheduler(database.db),
    handlers: {
      ...notificationMailHandlers({
        db: database.db,
        mailer,
        publicUrl: config.PUBLIC_URL,
        secret,
        clock: app.clock,
      }),
      [companyChangeEmailJob]: companyChangeEmailHandler({
        db: database.db,
        mailer,
        publicUrl: config.PUBLIC_URL,
      }),
      [embedItemJob]: embedItemHandler({ db: database.db, semantic }),
      [reviewEmailJob]: reviewEmailHandler({ db: database.db, mailer, publicUrl: config.PUBLIC_URL }),
      [suspensionEmailJob]: suspensionEmailHandler({ db: database.db, mailer, publicUrl: config.PUBLIC_URL }),
    },
  });
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => outbox.stop());
  const library = createAuthLibrary({ db: database.db, mailer, publicUrl: config.PUBLIC_URL });
  await app.register(authRoutes({ config, library, isSecure }));
  await app.register(accountRoutes({ config, library }));
  if (mailer.mailbox) {
    await app.register(devMailboxRoutes(mailer.mailbox, { isPublic: config.DEV_MAILBOX === 'public' }));
  }
  await registerWeb(app, { db: database.db, root: options.webRoot, publicUrl: config.PUBLIC_URL });

  return app;
}
