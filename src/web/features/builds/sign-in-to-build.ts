import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';

/** Signed out, building or voting on a build opens the sign-in prompt with the spec's toast. */
export function signInToBuild(onAuthRequired: () => void, description = 'Please sign in to add a build') {
  onAuthRequired();
  toast.error(messages.authenticationRequired, { id: 'build-sign-in', description });
}
