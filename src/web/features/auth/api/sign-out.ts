import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState, SignOutScope } from '@/shared/contracts/auth';
import { apiPost } from '@/web/lib/api-client';
import { sessionQueryKey } from './get-session';

/** 'local' ends this browser's session; 'global' every session of the person, on every device. */
export function signOut(scope: SignOutScope = 'local'): Promise<{ ok: true }> {
  return apiPost(`/api/v1/auth/sign-out${scope === 'global' ? '?scope=global' : ''}`);
}

/**
 * Clears the local user first, then tells the server. A failure is logged, and toasted only where
 * `meta` asks for it: the person is signed out here either way.
 */
export function useSignOut(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope?: SignOutScope) => signOut(scope),
    meta,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      queryClient.setQueryData<SessionState>(sessionQueryKey, { user: null });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
    onError: (error) => console.error('Sign-out failed on the server', error),
  });
}
