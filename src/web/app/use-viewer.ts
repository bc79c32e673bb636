import { useCallback } from 'react';
import { useSession } from '@/web/features/auth/api/get-session';
import { useSignInPrompt } from '@/web/features/auth/components/sign-in-prompt';

/** The session and the sign-in prompt the board's votes need, from the auth feature. */
export function useViewer() {
  const { user, isPending } = useSession();
  const prompt = useSignInPrompt();
  const onAuthRequired = useCallback(() => prompt.open(), [prompt]);
  return { isSignedIn: isPending ? undefined : user !== null, onAuthRequired };
}
