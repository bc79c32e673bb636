import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { VerifiedSession } from '@/shared/contracts/auth';
import { homeFor } from '@/shared/rules/home';
import { registerSignInOpener } from '@/web/lib/sign-in-prompt';

/**
 * The dialog, its forms and their validation (zod) load when it first opens: most visits never
 * sign in, and the board's first load stays small (issue #7, point 8).
 */
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/**
 * The sign-in dialog (tabs Sign In / Sign Up), opened from anywhere through `openSignIn` and
 * `askToSignIn` (lib), which this component answers while it is mounted. It needs the router
 * (links, the redirect after signing in), so it is mounted inside the layout route.
 */
export function SignInPrompt() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so that closing still plays the dialog's exit.
  const [hasOpened, setHasOpened] = useState(false);
  // Opened from any button (not a Radix trigger), so focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setHasOpened(true);
    setIsOpen(true);
  }, []);
  useEffect(() => registerSignInOpener(open), [open]);

  function onSignedIn({ user }: VerifiedSession) {
    setIsOpen(false);
    const home = homeFor(user);
    if (home) navigate(home);
  }

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog open={isOpen} onOpenChange={setIsOpen} onSignedIn={onSignedIn} returnFocusTo={opener} />
    </Suspense>
  );
}
