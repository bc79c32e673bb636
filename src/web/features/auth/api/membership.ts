import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '@/shared/contracts/auth';
import type { ApplyInput, MembershipChange } from '@/shared/contracts/memberships';
import { messages } from '@/shared/messages';
import { apiFetch, apiPost } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { sessionQueryKey } from './get-session';

export function applyForCompany(input: ApplyInput): Promise<MembershipChange> {
  return apiPost('/api/v1/membership', input);
}

export function leaveCompany(): Promise<MembershipChange> {
  return apiFetch('/api/v1/membership', { method: 'DELETE' });
}

/** The person as the server now has them: the session learns the membership, screens follow. */
function useMembershipChange() {
  const queryClient = useQueryClient();
  return ({ user, message }: MembershipChange) => {
    queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
    toast.success(message);
  };
}

/**
 * A signed-in person applies with their own account (decision 30's form, company part only).
 * Field errors go to the form; a 409 (already applied or a member) toasts the server's words.
 */
export function useApplyForCompany() {
  const onChanged = useMembershipChange();
  return useMutation({
    mutationFn: applyForCompany,
    meta: {
      errorToast: (error) =>
        'fields' in error && error.fields
          ? { title: messages.failedToSubmitApplication }
          : { title: messages.failedToSubmitApplication, description: serverMessage },
    },
    onSuccess: onChanged,
  });
}

/** An approved member leaves their company; the dashboard closes for them. */
export function useLeaveCompany() {
  const onChanged = useMembershipChange();
  return useMutation({
    mutationFn: leaveCompany,
    meta: { errorToast: { title: messages.failedToLeaveCompany, description: serverMessage } },
    onSuccess: onChanged,
  });
}
