import { useState } from 'react';
import { limits, timings } from '@/shared/constants';
import type { SignUpInput, VerifiedSession } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { otpCodeField } from '@/shared/rules/validators';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import { useCountdown } from './use-countdown';

/** What the code was requested for; it is sent again with the code to finish signing in or up. */
export interface CodeRequest {
  email: string;
  intent: 'sign-in' | 'sign-up';
  signUp?: SignUpInput;
  stayLoggedIn: boolean;
}

/**
 * The texts shown when the server gives no usable message: the sign-in dialog's by default; the
 * company application has its own (docs/product.md#company-application).
 */
export interface FlowFallbacks {
  send: string;
  verify: string;
}

const dialogFallbacks: FlowFallbacks = {
  send: messages.sendCodeFailed,
  verify: messages.verifyCodeFailed,
};

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

/** A 429's wait: the Retry-After header, else the seconds named in the message, else 60 s. */
function waitOf(error: ApiError): number {
  const named = /(\d+)\s*seconds?/i.exec(error.message)?.[1];
  return error.retryAfterSeconds ?? (named ? Number(named) : limits.rateLimitDefaultWaitSeconds);
}

/**
 * The e-mail step → code step → signed-in flow and its error messages.
 * Forms get back the field errors to show; everything else is a toast from here.
 */
export function useCodeFlow(onSignedIn: (session: VerifiedSession) => void, fallbacks = dialogFallbacks) {
  const [pending, setPending] = useState<CodeRequest | null>(null);
  // The server's refusal: holds every send for the seconds it names.
  const countdown = useCountdown();
  // After a code went out, 'Send a new code' waits the server's default minute per e-mail; going
  // back to change the address is not held by it.
  const resendCountdown = useCountdown();
  const send = useSendCode();
  const verify = useVerifyCode();

  async function requestCode(request: CodeRequest): Promise<FieldErrors> {
    if (countdown.seconds > 0 || send.isPending) return {};
    try {
      const { email, intent, signUp } = request;
      await send.mutateAsync({ email, intent, signUp });
      resendCountdown.start(limits.rateLimitDefaultWaitSeconds);
      toast.success(messages.codeSent);
      setPending(request);
      return {};
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = waitOf(error);
        countdown.start(seconds);
        // The server's words name the limit (a code too soon, or too many new accounts from the
        // network) and its wait; without them, the spec's words with the seconds.
        const words = error.code === 'RATE_LIMITED' ? error.message : messages.waitBeforeNewCode(seconds);
        toast.error(words, { duration: timings.rateLimitToastMs });
        return {};
      }
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) toast.error(messageOf(error, fallbacks.send));
      return fields;
    }
  }

  /** Answers the error to show under the code input, or null. */
  async function submitCode(code: string): Promise<string | null> {
    if (!pending) return null;
    const parsed = otpCodeField.safeParse(code);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? messages.codeFormatInvalid;
    try {
      const { email, stayLoggedIn, signUp } = pending;
      const session = await verify.mutateAsync({ email, code: parsed.data, stayLoggedIn, signUp });
      toast.success(session.message);
      if (session.warning) toast.error(session.warning);
      setPending(null);
      onSignedIn(session);
      return null;
    } catch (error) {
      const { code: codeError, ...others } = fieldErrorsOf(error);
      const other = Object.values(others)[0];
      if (codeError) return codeError;
      toast.error(other ?? messageOf(error, fallbacks.verify));
      return null;
    }
  }

  /** Sends a new code for the same request; its field errors can only be toasted here. */
  async function resend() {
    if (!pending || resendCountdown.seconds > 0) return;
    const fields = await requestCode(pending);
    const first = Object.values(fields)[0];
    if (first) toast.error(first);
  }

  return {
    pending,
    waitSeconds: countdown.seconds,
    resendWaitSeconds: Math.max(countdown.seconds, resendCountdown.seconds),
    isSending: send.isPending,
    isVerifying: verify.isPending,
    requestCode,
    submitCode,
    resend,
    back: () => setPending(null),
  };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;
