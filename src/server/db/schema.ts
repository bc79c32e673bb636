/** The whole data model, for Drizzle's relational queries and drizzle-kit. */
export * from './schema/auth';
export * from './schema/companies';
export * from './schema/content';
export * from './schema/embeddings';
export * from './schema/governance';
export * from './schema/moderation';
export * from './schema/notifications';
export * from './schema/outbox';
export * from './schema/profiles';
