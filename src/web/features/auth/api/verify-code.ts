import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState, VerifiedSession, VerifyCodeInput } from '@/shared/contracts/auth';
import { apiPost } from '@/web/lib/api-client';
import { sessionQueryKey } from './get-session';

export function verifyCode(input: VerifyCodeInput): Promise<VerifiedSession> {
  return apiPost('/api/v1/auth/verify', input);
}

/** Trades the code for a session; the server sets the cookie, the cache learns the user at once. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
      // Lists carry personal fields (own votes, ownership): fetch them again as this user.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
