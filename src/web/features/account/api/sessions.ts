import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, AccountSessions } from '@/shared/contracts/account';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';

const sessionsKey = ['account', 'sessions'] as const;

export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: () => apiFetch<AccountSessions>('/api/v1/account/sessions'),
  });

export function useAccountSessions() {
  const query = useQuery(sessionsQuery());
  useErrorToast(query.error, messages.failedToLoadSessions, serverMessage);
  return query;
}

/** Signs one session out; the list follows. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AccountMessage>(`/api/v1/account/sessions/${id}`, { method: 'DELETE' }),
    meta: { errorToast: { title: messages.failedToSignOutSession, description: serverMessage } },
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
