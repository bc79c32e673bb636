import { hash, randomBytes } from 'node:crypto';

export const sessionCookieName = 'ilii_session';

const day = 24 * 60 * 60 * 1000;
/** 'Keep me logged in' sessions last 30 days and slide; others end with the browser, at most 24 h. */
export const sessionLifetimeMs = { stayLoggedIn: 30 * day, browserSession: day } as const;
/** A kept session is extended at most once a day. */
export const slideAfterMs = day;

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** Only this hash is stored: a leaked sessions table does not sign anyone in. */
export function hashSessionToken(token: string): string {
  // The one-shot form: every signed-in request hashes its cookie (the session cache's key).
  return hash('sha256', token);
}

export function sessionCookieOptions(options: { isSecure: boolean; stayLoggedIn: boolean }) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.isSecure,
    // No maxAge: the browser drops the cookie when it closes.
    ...(options.stayLoggedIn ? { maxAge: sessionLifetimeMs.stayLoggedIn / 1000 } : {}),
  };
}
