import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type UnsubscribeKind, unsubscribeKind } from '../../../shared/contracts/notifications';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { keepServerSecret } from './notifications.queries';

/** How long an e-mail's unsubscribe link works. */
export const unsubscribeLinkDays = 90;

export interface UnsubscribeGrant {
  userId: string;
  kind: UnsubscribeKind;
}

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe.${body}`).digest('base64url');

/**
 * `<body>.<signature>`: the body is base64url JSON `{ u: userId, k: kind, x: expiry (Unix seconds) }`,
 * the signature its HMAC-SHA256 under the server's secret. It names one person and one kind of
 * mail, so it can turn off nothing else, and works without signing in until it expires.
 */
export function signUnsubscribeToken(secret: string, grant: UnsubscribeGrant, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + unsubscribeLinkDays * 86_400;
  const body = Buffer.from(JSON.stringify({ u: grant.userId, k: grant.kind, x: expiresAt })).toString(
    'base64url',
  );
  return `${body}.${signature(secret, body)}`;
}

/** The grant of a token this server signed and that has not expired; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeGrant | null {
  const [body, signed, ...rest] = token.split('.');
  if (!body || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, k, x } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const kind = unsubscribeKind.safeParse(k);
    if (typeof u !== 'string' || !isUuid(u) || !kind.success || typeof x !== 'number') return null;
    if (x * 1000 <= now.getTime()) return null;
    return { userId: u, kind: kind.data };
  } catch {
    return null;
  }
}

/**
 * The secret that signs unsubscribe links: `SECRET` when set, else one made once and kept in
 * `server_settings` (the first process to need it inserts it, every other reads the same row), so
 * links stay valid across restarts and processes without any configuration. Read once per process.
 */
export function secretSource(db: Db, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    const kept = await keepServerSecret(db, randomBytes(32).toString('base64url'));
    if (!kept) throw new Error('the server secret could not be stored');
    return kept;
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
