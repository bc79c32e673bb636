import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP, username } from 'better-auth/plugins';
import { limits } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema';
import { composeMail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';

export const otpLifetimeSeconds = 10 * 60;
export const otpAllowedAttempts = 5;

/**
 * Better Auth does the security-critical part of e-mail codes: a random 6-digit code, only its
 * hash stored, a 10-minute expiry, and an attempt counter that a racing guess cannot get around
 * (each try atomically consumes the row). Its HTTP handler is not mounted: our routes call it
 * after applying ilii's sign-in rules and rate limits, and keep sessions of their own (decisions.md #9).
 */
export function createAuthLibrary(options: { db: Db; mailer: Mailer; publicUrl: string }) {
  return betterAuth({
    appName: 'ilii',
    baseURL: options.publicUrl,
    basePath: '/api/v1/auth/library',
    // Signs nothing we use (its cookies are never sent); a per-process value keeps it out of the repo.
    secret: randomBytes(32).toString('hex'),
    telemetry: { enabled: false },
    logger: { disabled: true },
    rateLimit: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    advanced: { database: { generateId: 'uuid' } },
    plugins: [
      username(),
      admin(),
      emailOTP({
        otpLength: limits.otpLength,
        expiresIn: otpLifetimeSeconds,
        allowedAttempts: otpAllowedAttempts,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp }) {
          await options.mailer.send(
            composeMail(
              {
                to: email,
                subject: `${otp} is your ilii code`,
                paragraphs: [
                  `Your ilii verification code is ${otp}`,
                  'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
                ],
                why: messages.mailWhyCode,
              },
              options.publicUrl,
            ),
          );
        },
      }),
    ],
  });
}

export type AuthLibrary = ReturnType<typeof createAuthLibrary>;

/** The verification row identifier Better Auth's e-mail OTP plugin uses for sign-in codes. */
export function otpIdentifier(email: string): string {
  return `sign-in-otp-${email}`;
}
