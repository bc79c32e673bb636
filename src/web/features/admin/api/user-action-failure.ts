import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import type { ErrorToast } from '@/web/lib/query-client';

/** A refusal says why in the server's words (not yourself, not an admin, …); anything else asks to try again. */
export function userActionFailure(fallback: string) {
  return (error: Error): ErrorToast =>
    error instanceof ApiError && error.status < 500
      ? { title: messages.error, description: error.message }
      : { title: messages.error, description: fallback };
}
