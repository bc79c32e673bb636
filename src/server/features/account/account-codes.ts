import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { composeMail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { hitRateLimit } from '../../plugins/rate-limit';
import type { AuthLibrary } from '../auth/auth.library';
import { consumeVerification } from '../auth/auth.queries';

/** What the account's code mails and checks need. */
export interface AccountCodeDeps {
  db: Db;
  library: AuthLibrary;
  mailer: Mailer;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The account's two codes, each a Better Auth OTP type of its own, so a sign-in code never works
 * here and these never sign anyone in: 'email-verification' goes to a new address to change to,
 * 'forget-password' (ilii has no passwords) to the current address to delete the account.
 */
export type AccountCodeType = 'email-verification' | 'forget-password';

/** The verification row a code of this type and address is kept in (Better Auth's naming). */
export const codeIdentifier = (type: AccountCodeType, email: string) => `${type}-otp-${email}`;

/** Counts one hit; a refusal is a 429 in `message`'s words with the wait. */
export async function enforceLimit(
  deps: Pick<AccountCodeDeps, 'db' | 'clock'>,
  rule: { key: string; max: number; windowSeconds: number },
  message: (seconds: number) => string = messages.accountLimitReached,
) {
  const result = await hitRateLimit(deps.db, rule, deps.clock());
  if (!result.isAllowed) {
    throw new AppError('RATE_LIMITED', {
      userMessage: message(result.retryAfterSeconds),
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/**
 * The sign-in codes' limits (decision 10), on the same keys: an address gets at most one code a
 * minute and five an hour whatever they are for, and an IP address AUTH_IP_SEND_LIMIT in 5 minutes.
 */
async function enforceSendLimits(deps: AccountCodeDeps, email: string, ip: string) {
  const wait = messages.waitBeforeNewCode;
  await enforceLimit(
    deps,
    { key: `otp-send-ip:${ip}`, max: deps.config.AUTH_IP_SEND_LIMIT, windowSeconds: 300 },
    wait,
  );
  await enforceLimit(deps, { key: `otp-resend:${email}`, max: 1, windowSeconds: 60 }, wait);
  await enforceLimit(deps, { key: `otp-hour:${email}`, max: 5, windowSeconds: 3600 }, wait);
}

/**
 * Makes a fresh code (Better Auth stores only its hash; an older code of the same type and
 * address stops working) and mails it, laid out by composeMail.
 */
export async function sendAccountCode(
  deps: AccountCodeDeps,
  options: {
    type: AccountCodeType;
    email: string;
    ip: string;
    subject: (code: string) => string;
    paragraphs: (code: string) => string[];
  },
) {
  const { type, email } = options;
  await enforceSendLimits(deps, email, options.ip);
  await consumeVerification(deps.db, codeIdentifier(type, email));
  try {
    const code = await deps.library.api.createVerificationOTP({ body: { email, type } });
    await deps.mailer.send(
      composeMail(
        {
          to: email,
          subject: options.subject(code),
          paragraphs: options.paragraphs(code),
          why: messages.codeMailWhy,
        },
        deps.config.PUBLIC_URL,
      ),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'sending an account code failed');
    throw new AppError('UNAVAILABLE', { userMessage: messages.sendCodeFailed });
  }
}

const invalidCode = () =>
  new AppError('VALIDATION', {
    userMessage: messages.codeInvalidOrExpired,
    fields: { code: messages.codeInvalidOrExpired },
  });

/**
 * Judges a code with Better Auth (attempts counted atomically), then consumes it with one
 * DELETE … RETURNING, so it works once even under parallel submissions. Better Auth answers
 * USER_NOT_FOUND after a correct code when no account has the address: for a new address to change
 * to, that is the expected success. Answers whether an account already has the address.
 */
export async function consumeAccountCode(
  deps: AccountCodeDeps,
  options: { type: AccountCodeType; email: string; code: string; ip: string },
): Promise<{ isAddressTaken: boolean }> {
  await enforceLimit(
    deps,
    { key: `otp-verify-ip:${options.ip}`, max: deps.config.AUTH_IP_VERIFY_LIMIT, windowSeconds: 300 },
    () => messages.tooManyAttempts,
  );
  let isAddressTaken = true;
  try {
    await deps.library.api.checkVerificationOTP({
      body: { email: options.email, type: options.type, otp: options.code },
    });
  } catch (error) {
    const reason = (error as { body?: { code?: string } }).body?.code;
    if (reason === 'USER_NOT_FOUND') isAddressTaken = false;
    else if (reason === 'TOO_MANY_ATTEMPTS') {
      throw new AppError('RATE_LIMITED', { userMessage: messages.tooManyAttempts, retryAfterSeconds: 60 });
    } else if (reason === 'INVALID_OTP' || reason === 'OTP_EXPIRED') throw invalidCode();
    else {
      deps.log.error({ err: error }, 'verifying an account code failed');
      throw new AppError('VALIDATION', { userMessage: messages.verifyCodeFailed });
    }
  }
  if (!(await consumeVerification(deps.db, codeIdentifier(options.type, options.email)))) throw invalidCode();
  return { isAddressTaken };
}
