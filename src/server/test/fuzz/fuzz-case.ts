import fc from 'fast-check';

/** Who sends a case: a role of roles.ts, a cookie naming no session, or a spare session to end. */
export type Identity = 'anonymous' | 'user' | 'pending' | 'outsider' | 'member' | 'admin' | 'stale' | 'spare';

/** One request of the fuzz, as printed when it fails (the cookie is added from `identity`). */
export interface FuzzCase {
  /** The route (or group of hidden routes) it was made for. */
  target: string;
  method: string;
  url: string;
  identity: Identity;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the schema's values, for the report. */
  mutation: string;
}

const readers = fc.constantFrom<Identity>(
  'anonymous',
  'anonymous',
  'user',
  'member',
  'admin',
  'pending',
  'stale',
);
const writers = fc.constantFrom<Identity>(
  'anonymous',
  'user',
  'user',
  'member',
  'member',
  'admin',
  'outsider',
  'pending',
  'stale',
);

export const identityFor = (method: string) => (method === 'GET' || method === 'HEAD' ? readers : writers);

/** Signed-in writes need our Origin; some cases send none or a foreign one. */
export const originHeader = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({ origin: 'http://localhost:3000' }) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({ origin: 'http://evil.example' }) },
);

/**
 * Percent-encodes a URL component; a lone surrogate, which encodeURIComponent refuses, becomes its
 * WTF-8 bytes (`\ud800` → `%ED%A0%80`), which is what a client sending it raw would put on the wire.
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** A query or path value as text: scalars as they print, objects as JSON; arrays repeat the key. */
export function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

export function queryString(entries: [string, unknown][], raw = ''): string {
  const parts = entries.flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (v) => `${encodeComponent(key)}=${encodeComponent(asText(v))}`,
    ),
  );
  if (raw) parts.push(raw);
  return parts.length ? `?${parts.join('&')}` : '';
}
