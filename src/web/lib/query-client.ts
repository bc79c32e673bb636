import { MutationCache, type MutationMeta, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { askToSignIn } from './sign-in-prompt';
import { toast } from './toast';

/** An error toast: its title, and fixed words under it or words taken from the error. */
export interface ErrorToast {
  title: string;
  description?: string | ((error: Error) => string);
}

/** How a mutation's failure reaches the person: read by the query client for every mutation. */
type MutationFailureMeta = {
  /** The toast a failure shows, or the function that picks it for the error; without it, no toast. */
  errorToast?: ErrorToast | ((error: Error) => ErrorToast);
  /** For a 401: the sign-in dialog opens, with these words under 'Authentication required'. */
  signInToast?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationFailureMeta;
  }
}

/** The error's own message, which for an `ApiError` is the server's words. */
export const serverMessage = (error: Error) => error.message;

/**
 * The one place a failed mutation speaks, after its retries: a 401 where signing in helps opens the
 * sign-in dialog, anything else shows the mutation's error toast. What a mutation does besides
 * (rolling back, field errors on a form) stays in its own `onError`.
 */
function toastMutationError(error: Error, meta: MutationMeta | undefined) {
  if (meta?.signInToast && error instanceof ApiError && error.status === 401) {
    return askToSignIn(meta.signInToast);
  }
  if (!meta?.errorToast) return;
  const { title, description } =
    typeof meta.errorToast === 'function' ? meta.errorToast(error) : meta.errorToast;
  toast.error(title, { description: typeof description === 'function' ? description(error) : description });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
