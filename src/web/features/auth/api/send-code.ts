import { useMutation } from '@tanstack/react-query';
import type { SendCodeInput } from '@/shared/contracts/auth';
import { apiPost } from '@/web/lib/api-client';

export function sendCode(input: SendCodeInput): Promise<{ message: string }> {
  return apiPost('/api/v1/auth/code', input);
}

/** E-mails a one-time code: for sign-in, or for a new account carrying its sign-up data. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
