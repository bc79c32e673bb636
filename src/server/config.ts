import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isEmailAddress } from '../shared/rules/validators';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (protocols: string[], hint: string) =>
  optionalText.refine((value) => value === undefined || isUrlWith(value, protocols), { message: hint });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A per-person or per-address limit: at least 1, and at most a million (the bench's raised value). */
const limitSetting = z.coerce
  .number({ message: 'must be a whole number from 1 to 1000000' })
  .int('must be a whole number from 1 to 1000000')
  .min(1, 'must be a whole number from 1 to 1000000')
  .max(1_000_000, 'must be a whole number from 1 to 1000000');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    message: 'must be development, production or test',
  }),
  HOST: z.string().trim().min(1, 'must be an address to listen on, such as 0.0.0.0 or 127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3, 'must be an e-mail address or "Name <address>"'),
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((emails) => emails.every(isEmailAddress), {
      message: 'must be a comma-separated list of e-mail addresses',
    }),
  ILII_LLM_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  ILII_LLM_MODEL: optionalText,
  ILII_MODERATION_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  ILII_MODERATION_MODEL: optionalText,
  ILII_EMBEDDINGS_URL: optionalUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  ILII_EMBEDDINGS_MODEL: z.string().trim().min(1, 'must not be empty'),
  // ilii's own embeddings model, in this process, when no endpoint is set (decision 56).
  ILII_EMBEDDINGS: z.enum(['local', 'off'], { message: 'must be local or off' }),
  ILII_API_KEY: optionalText,
  // Signs unsubscribe links; without it the server makes one once and keeps it in the database.
  SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  TRUST_PROXY: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((value) => value === 'true'),
  DEV_MAILBOX: z.enum(['loopback', 'public'], { message: 'must be loopback or public' }),
  AUTH_IP_SEND_LIMIT: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1'),
  AUTH_IP_VERIFY_LIMIT: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1'),
  AUTH_IP_CHECK_LIMIT: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1'),
  // How many people (accounts older than a day) must report an item before it leaves the lists.
  REPORT_HIDE_THRESHOLD: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .max(1000, 'must be at most 1000'),
  // Write limits per person (docs/decisions.md #47): each a count in a fixed window.
  WRITE_LIMIT_POSTS: limitSetting,
  WRITE_LIMIT_BUILDS: limitSetting,
  WRITE_LIMIT_VOTES: limitSetting,
  WRITE_LIMIT_CATALOG: limitSetting,
  WRITE_LIMIT_REPORTS: limitSetting,
  AUTH_IP_SIGNUP_LIMIT: limitSetting,
  // How long the read cache keeps a board answer, in ms; 0 turns it off (the bench's uncached rows).
  READ_CACHE_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (off) or more')
    .max(60_000, 'must be at most 60000 (a minute)'),
  // Worker processes on one port (node's cluster); `auto` is one per core.
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .refine((value) => value === 'auto' || (/^\d+$/.test(value) && Number(value) >= 1), {
      message: 'must be a whole number of at least 1, or auto (one per core)',
    })
    .transform((value) => (value === 'auto' ? os.availableParallelism() : Number(value))),
});

const defaults: Record<string, string> = {
  NODE_ENV: 'development',
  HOST: '0.0.0.0',
  PORT: '3000',
  DATA_DIR: './data',
  MAIL_FROM: 'ilii <no-reply@localhost>',
  ADMIN_EMAILS: '',
  ILII_EMBEDDINGS_MODEL: 'text-embedding-3-small',
  ILII_EMBEDDINGS: 'local',
  TRUST_PROXY: 'false',
  DEV_MAILBOX: 'loopback',
  AUTH_IP_SEND_LIMIT: '30',
  AUTH_IP_VERIFY_LIMIT: '30',
  AUTH_IP_CHECK_LIMIT: '60',
  AUTH_IP_SIGNUP_LIMIT: '10',
  WRITE_LIMIT_POSTS: '10',
  WRITE_LIMIT_BUILDS: '30',
  WRITE_LIMIT_VOTES: '120',
  WRITE_LIMIT_CATALOG: '5',
  WRITE_LIMIT_REPORTS: '20',
  WEB_CONCURRENCY: '1',
  READ_CACHE_MS: '1000',
  REPORT_HIDE_THRESHOLD: '5',
};

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** With no SMTP_URL outside production, mail goes to the dev mailbox at /dev/mailbox. */
  useDevMailbox: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once. Throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) input[key] = env[key] || defaults[key];
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // A secret is never printed, even a short one.
    const got = name === 'SECRET' ? `${input[name]?.length ?? 0} characters` : `"${input[name] ?? ''}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got}).`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV is production.');
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  // The dev mailbox holds everyone's sign-in codes. A server that listens on the network and
  // calls itself by a public name, with no SMTP, would either publish them or send nobody a code.
  if (
    !config.SMTP_URL &&
    config.DEV_MAILBOX !== 'public' &&
    !isLoopbackHost(config.HOST) &&
    !isLoopbackHost(new URL(publicUrl).hostname)
  ) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL is ${publicUrl} but there is no SMTP_URL, so sign-in codes would only reach the dev mailbox. Set SMTP_URL, or DEV_MAILBOX=public to open the mailbox to everyone on purpose, or HOST=127.0.0.1.`,
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    PUBLIC_URL: publicUrl,
    useDevMailbox: !config.SMTP_URL && config.NODE_ENV !== 'production',
  };
}

/** localhost, 127.0.0.0/8 and ::1: names and addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}
