import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import type { VerifiedSession } from '@/shared/contracts/auth';
import { homeFor } from '@/shared/rules/home';

/**
 * The dialog, its forms and their validation (zod) load when it first opens: most visits never
 * sign in, and the board's first load stays small (issue #7, point 8).
 */
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

interface SignInPrompt {
  /** Opens the sign-in dialog (tabs Sign In / Sign Up). */
  open: () => void;
}

const SignInPromptContext = createContext<SignInPrompt | null>(null);

/**
 * Lets any component open the sign-in dialog. It needs the router (links, the redirect after
 * signing in), so it is mounted inside the layout route.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
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
  const prompt = useMemo(() => ({ open }), [open]);

  function onSignedIn({ user }: VerifiedSession) {
    setIsOpen(false);
    const home = homeFor(user);
    if (home) navigate(home);
  }

  return (
    <SignInPromptContext.Provider value={prompt}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            onSignedIn={onSignedIn}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </SignInPromptContext.Provider>
  );
}

export function useSignInPrompt(): SignInPrompt {
  const prompt = useContext(SignInPromptContext);
  if (!prompt) throw new Error('useSignInPrompt needs a SignInPromptProvider above it');
  return prompt;
}
