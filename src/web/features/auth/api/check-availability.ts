import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/web/lib/api-client';

type Availability = { available: boolean };

export function checkEmailAvailability(email: string): Promise<Availability> {
  return apiPost('/api/v1/auth/email-availability', { email });
}

export function checkUsernameAvailability(username: string): Promise<Availability> {
  return apiPost('/api/v1/auth/username-availability', { username });
}

/** Run on blur and again on submit of the sign-up form. */
export function useCheckEmailAvailability() {
  return useMutation({ mutationFn: checkEmailAvailability });
}

export function useCheckUsernameAvailability() {
  return useMutation({ mutationFn: checkUsernameAvailability });
}
