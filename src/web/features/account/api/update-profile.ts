import { useMutation } from '@tanstack/react-query';
import type { AccountChange, ProfileInput } from '@/shared/contracts/account';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';

export function updateProfile(input: ProfileInput): Promise<AccountChange> {
  return apiFetch('/api/v1/account/profile', { method: 'PATCH', body: JSON.stringify(input) });
}

/** Field errors go to the form; anything else toasts the server's words. */
export function useUpdateProfile(onChanged: (change: AccountChange) => void) {
  return useMutation({
    mutationFn: updateProfile,
    meta: {
      errorToast: (error) =>
        'fields' in error && error.fields
          ? { title: messages.failedToSaveProfile }
          : { title: messages.failedToSaveProfile, description: serverMessage },
    },
    onSuccess: (change) => {
      onChanged(change);
      toast.success(change.message);
    },
  });
}
