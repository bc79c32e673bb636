import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';

/** Signed out, building or voting on a build opens the sign-in prompt with the spec's toast. */
export function signInToBuild(onAuthRequired: () => void, description: string = messages.signInToAddBuild) {
  onAuthRequired();
  toast.error(messages.authenticationRequired, { id: 'build-sign-in', description });
}
