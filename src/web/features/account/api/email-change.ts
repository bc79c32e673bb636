import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountChange, EmailChangeInput, EmailChangeState } from '@/shared/contracts/account';
import { messages } from '@/shared/messages';
import { apiFetch, apiPost } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';

const emailChangeKey = ['account', 'email'] as const;

export const emailChangeQuery = () =>
  queryOptions({
    queryKey: emailChangeKey,
    queryFn: () => apiFetch<EmailChangeState>('/api/v1/account/email'),
  });

/** The address waiting for its code, so the code step survives a reload. */
export function useEmailChange() {
  return useQuery(emailChangeQuery());
}

const failed = (error: Error) =>
  'fields' in error && error.fields
    ? { title: messages.failedToChangeEmail }
    : { title: messages.failedToChangeEmail, description: serverMessage(error) };

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      apiPost<EmailChangeState & { message: string }>('/api/v1/account/email', input),
    meta: { errorToast: failed },
    onSuccess: ({ pendingEmail, message }) => {
      queryClient.setQueryData<EmailChangeState>(emailChangeKey, { pendingEmail });
      toast.success(message);
    },
  });
}

export function useVerifyEmailChange(onChanged: (change: AccountChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<AccountChange>('/api/v1/account/email/verify', { code }),
    meta: { errorToast: failed },
    onSuccess: (change) => {
      queryClient.setQueryData<EmailChangeState>(emailChangeKey, { pendingEmail: null });
      onChanged(change);
      toast.success(change.message);
    },
  });
}
