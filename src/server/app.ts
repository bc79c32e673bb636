import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';
import { createAuthLibrary } from './features/auth/auth.library';
import { authRoutes } from './features/auth/auth.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { pathsRoutes } from './features/paths/paths.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { votesRoutes } from './features/votes/votes.routes';
import { devMailboxRoutes } from './mail/dev-mailbox.routes';
import type { Mailer } from './mail/mailer';
import { registerErrorHandler } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { registerLive } from './plugins/live';
import { createLocalBus, createPostgresBus, type LiveBus } from './plugins/live-bus';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerWeb } from './plugins/web';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    live: LiveBus;
    clock: () => Date;
  }
}

/** Builds the whole server: used by main.ts and, with app.inject, by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Behind a load balancer the client address comes from X-Forwarded-For, and only then.
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const live = database.client ? await createPostgresBus(database.client) : createLocalBus();
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('live', live);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.addHook('onClose', async () => live.close());

  registerErrorHandler(app);
  await registerSecurity(app, { publicUrl: config.PUBLIC_URL });
  await app.register(cookie);
  const isSecure = config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
  registerSession(app, { publicUrl: config.PUBLIC_URL, isSecure });
  await app.register(swagger, {
    openapi: {
      info: { title: 'ilii API', version: '1', description: 'The JSON API behind the ilii board.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(database));
  await registerLive(app, live);
  await app.register(pathsRoutes(database.db));
  await app.register(companiesRoutes);
  await app.register(requestsRoutes);
  await app.register(votesRoutes);
  const library = createAuthLibrary({ db: database.db, mailer, publicUrl: config.PUBLIC_URL });
  await app.register(authRoutes({ config, library, isSecure }));
  if (mailer.mailbox) await app.register(devMailboxRoutes(mailer.mailbox));
  await registerWeb(app, { db: database.db, root: options.webRoot, publicUrl: config.PUBLIC_URL });

  return app;
}
