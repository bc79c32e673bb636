import type { FastifyBaseLogger } from 'fastify';
import type {
  SendCodeInput,
  SignUpInput,
  VerifiedSession,
  VerifyCodeInput,
  Viewer,
} from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import {
  activeSuspension,
  formatSuspensionEnd,
  type SuspensionColumns,
} from '../../../shared/rules/suspension';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { hitRateLimit } from '../../plugins/rate-limit';
import { checkSignUpLimit, enforceSignUpLimit } from '../../plugins/write-limits';
import { findOrCreateCompany } from '../companies/companies.service';
import type { AuthLibrary } from './auth.library';
import { otpIdentifier } from './auth.library';
import {
  companyExists,
  consumeVerification,
  findAccountByEmail,
  findUserIdByEmail,
  insertAccount,
  insertApplication,
  insertSession,
  insertSignIn,
  isUsernameTaken,
} from './auth.queries';
import { newSessionToken, sessionLifetimeMs } from './sessions';
import { loadViewer } from './viewer.service';

export interface AuthDeps {
  db: Db;
  library: AuthLibrary;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export interface Client {
  ip: string;
  userAgent: string;
}

const fiveMinutes = 300;

async function enforce(
  deps: AuthDeps,
  key: string,
  max: number,
  windowSeconds: number,
  message: (s: number) => string,
) {
  const result = await hitRateLimit(deps.db, { key, max, windowSeconds }, deps.clock());
  if (!result.isAllowed) {
    throw new AppError('RATE_LIMITED', {
      userMessage: message(result.retryAfterSeconds),
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/**
 * Refuses a suspended person's sign-in, in our words: until when. Not why: anyone can type their
 * e-mail here, so the admin's reason went to their address when the suspension began. Better Auth's own ban check is never reached: it sits on its sign-in
 * endpoints, and we only ask it to judge codes.
 */
function refuseSuspended(account: SuspensionColumns, now: Date, fields?: 'email'): void {
  const suspension = activeSuspension(account, now);
  if (!suspension) return;
  const userMessage = messages.accountSuspended(
    suspension.endsAt ? formatSuspensionEnd(suspension.endsAt) : null,
  );
  throw new AppError('FORBIDDEN', { userMessage, ...(fields ? { fields: { email: userMessage } } : {}) });
}

/** Checks a sign-up before any code is sent or consumed: free e-mail and username, a real company. */
async function checkSignUp(deps: AuthDeps, email: string, signUp: SignUpInput | undefined) {
  if (!signUp) {
    throw new AppError('VALIDATION', {
      userMessage: messages.usernameRequired,
      fields: { username: messages.usernameRequired },
    });
  }
  if (await findUserIdByEmail(deps.db, email)) {
    const userMessage = messages.emailAlreadyRegistered;
    throw new AppError('CONFLICT', { userMessage, fields: { email: userMessage } });
  }
  if (await isUsernameTaken(deps.db, signUp.username)) {
    throw new AppError('CONFLICT', {
      userMessage: messages.usernameTaken,
      fields: { username: messages.usernameTaken },
    });
  }
  const companyId = signUp.company?.companyId;
  if (companyId && !(await companyExists(deps.db, companyId))) {
    throw new AppError('VALIDATION', {
      userMessage: messages.companyRequired,
      fields: { companyId: messages.companyRequired },
    });
  }
}

/**
 * Sends a sign-in code: the sign-in / sign-up rules first (docs/product.md#sign-in-and-sign-up), then
 * the rate limits, then the mail.
 */
export async function sendCode(deps: AuthDeps, input: SendCodeInput & { email: string }, client: Client) {
  const { email } = input;
  if (input.intent === 'sign-in') {
    const account = await findAccountByEmail(deps.db, email);
    if (!account) {
      throw new AppError('NOT_FOUND', {
        userMessage: messages.emailNotRegistered,
        fields: { email: messages.emailNotRegistered },
      });
    }
    refuseSuspended(account, deps.clock(), 'email');
  } else {
    await checkSignUp(deps, email, input.signUp as SignUpInput | undefined);
    // No code for an account the address may not create this hour.
    await checkSignUpLimit(deps, client.ip);
  }
  await enforce(
    deps,
    `otp-send-ip:${client.ip}`,
    deps.config.AUTH_IP_SEND_LIMIT,
    fiveMinutes,
    messages.waitBeforeNewCode,
  );
  await enforce(deps, `otp-resend:${email}`, 1, 60, messages.waitBeforeNewCode);
  await enforce(deps, `otp-hour:${email}`, 5, 3600, messages.waitBeforeNewCode);
  try {
    await deps.library.api.sendVerificationOTP({ body: { email, type: 'sign-in' } });
  } catch (error) {
    deps.log.error({ err: error, email }, 'sending a sign-in code failed');
    throw new AppError('UNAVAILABLE', { userMessage: messages.sendCodeFailed });
  }
  return { message: messages.codeSent };
}

/** Judges a code with Better Auth (atomic attempts), then consumes it so it works only once. */
async function consumeCode(deps: AuthDeps, email: string, code: string, hasAccount: boolean) {
  try {
    await deps.library.api.checkVerificationOTP({ body: { email, type: 'sign-in', otp: code } });
  } catch (error) {
    const reason = (error as { body?: { code?: string } }).body?.code;
    // The check passed, but there is no account yet: the sign-up path.
    if (!(reason === 'USER_NOT_FOUND' && !hasAccount)) {
      if (reason === 'TOO_MANY_ATTEMPTS') {
        throw new AppError('RATE_LIMITED', {
          userMessage: messages.tooManyAttempts,
          retryAfterSeconds: 60,
        });
      }
      if (reason === 'INVALID_OTP' || reason === 'OTP_EXPIRED') {
        throw new AppError('VALIDATION', {
          userMessage: messages.codeInvalidOrExpired,
          fields: { code: messages.codeInvalidOrExpired },
        });
      }
      deps.log.error({ err: error }, 'verifying a sign-in code failed');
      throw new AppError('VALIDATION', { userMessage: messages.verifyCodeFailed });
    }
  }
  if (!(await consumeVerification(deps.db, otpIdentifier(email)))) {
    throw new AppError('VALIDATION', {
      userMessage: messages.codeInvalidOrExpired,
      fields: { code: messages.codeInvalidOrExpired },
    });
  }
}

async function applyForCompany(deps: AuthDeps, userId: string, company: NonNullable<SignUpInput['company']>) {
  await deps.db.transaction(async (tx) => {
    const companyId = company.companyId
      ? company.companyId
      : (await findOrCreateCompany({ db: tx, name: company.companyName!, createdBy: userId })).id;
    await insertApplication(tx, {
      userId,
      companyId,
      title: company.title,
      phoneNumber: company.phoneNumber,
    });
  });
}

/** Verifies a code and signs in, creating the account (and company application) on sign-up. */
export async function verifyCode(
  deps: AuthDeps,
  input: VerifyCodeInput & { email: string; stayLoggedIn: boolean },
  client: Client,
): Promise<VerifiedSession & { token: string; stayLoggedIn: boolean }> {
  await enforce(
    deps,
    `otp-verify-ip:${client.ip}`,
    deps.config.AUTH_IP_VERIFY_LIMIT,
    fiveMinutes,
    () => messages.tooManyAttempts,
  );
  const { email } = input;
  const signUp = input.signUp as SignUpInput | undefined;
  const account = await findAccountByEmail(deps.db, email);
  let userId = account?.id;
  // A code sent before the suspension signs nobody in while it lasts (and is not used up by trying).
  if (account) refuseSuspended(account, deps.clock());
  if (!userId) {
    await checkSignUp(deps, email, signUp);
    // Refused before the code is spent; the account itself is counted as it is created.
    await checkSignUpLimit(deps, client.ip);
  }
  await consumeCode(deps, email, input.code, userId !== undefined);

  let message: string = messages.signedIn;
  let warning: string | undefined;
  if (!userId) {
    try {
      // AUTH_IP_SIGNUP_LIMIT new accounts per address an hour, counted with the account.
      userId = await deps.db.transaction(async (tx) => {
        await enforceSignUpLimit({ ...deps, db: tx }, client.ip);
        return insertAccount(tx, {
          ...signUp!,
          email,
          stayLoggedIn: input.stayLoggedIn,
          termsAcceptedAt: deps.clock(),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', {
          userMessage: messages.usernameTaken,
          fields: { username: messages.usernameTaken },
        });
      throw error;
    }
    if (signUp!.company) {
      try {
        await applyForCompany(deps, userId, signUp!.company);
        message = messages.companyApplicationSubmitted;
      } catch (error) {
        deps.log.error({ err: error, userId }, 'company application failed after sign-up');
        warning = messages.companyApplicationFailedAfterSignUp;
      }
    }
  }

  const now = deps.clock();
  const { token, tokenHash } = newSessionToken();
  const lifetime = input.stayLoggedIn ? sessionLifetimeMs.stayLoggedIn : sessionLifetimeMs.browserSession;
  await insertSession(deps.db, {
    userId,
    tokenHash,
    stayLoggedIn: input.stayLoggedIn,
    expiresAt: new Date(now.getTime() + lifetime),
    ipAddress: client.ip,
    userAgent: client.userAgent,
  });
  // Each sign-in's address and browser, kept for security review, never in the way of signing in.
  await insertSignIn(deps.db, { userId, ipAddress: client.ip, userAgent: client.userAgent }).catch((error) =>
    deps.log.warn({ err: error, userId }, 'recording the sign-in failed'),
  );
  const user = (await loadViewer(deps.db, userId)) as Viewer;
  return { user, message, ...(warning ? { warning } : {}), token, stayLoggedIn: input.stayLoggedIn };
}

/**
 * The sign-up form's availability checks. Each address may ask AUTH_IP_CHECK_LIMIT times in five
 * minutes (e-mail and username together), so nobody can walk a list of addresses to learn who
 * has an account.
 */
async function limitChecks(deps: AuthDeps, client: Pick<Client, 'ip'>) {
  await enforce(
    deps,
    `availability-ip:${client.ip}`,
    deps.config.AUTH_IP_CHECK_LIMIT,
    fiveMinutes,
    messages.tooManyChecks,
  );
}

export async function isEmailAvailable(deps: AuthDeps, email: string, client: Pick<Client, 'ip'>) {
  await limitChecks(deps, client);
  return !(await findUserIdByEmail(deps.db, email));
}

export async function isUsernameAvailable(deps: AuthDeps, username: string, client: Pick<Client, 'ip'>) {
  await limitChecks(deps, client);
  return !(await isUsernameTaken(deps.db, username));
}
