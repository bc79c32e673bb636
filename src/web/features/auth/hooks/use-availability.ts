import { messages } from '@/shared/messages';
import { useCheckEmailAvailability, useCheckUsernameAvailability } from '../api/check-availability';

/** Availability checks as field errors: null when free, else the message to show under the field. */
export function useAvailability() {
  const email = useCheckEmailAvailability();
  const username = useCheckUsernameAvailability();

  async function checkEmail(value: string): Promise<string | null> {
    try {
      const { available } = await email.mutateAsync(value);
      return available ? null : messages.emailAlreadyRegistered;
    } catch {
      return messages.emailCheckFailed;
    }
  }

  async function checkUsername(value: string): Promise<string | null> {
    try {
      const { available } = await username.mutateAsync(value);
      return available ? null : messages.usernameTaken;
    } catch {
      return messages.usernameCheckFailed;
    }
  }

  return { checkEmail, checkUsername, isCheckingUsername: username.isPending };
}
