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
import type { AuthMode } from './auth-form';
import type { CompanyPicker } from './company-fields';

/**
 * The dialog, its forms and their validation (zod) load when it first opens: most visits never
 * sign in, and the board's first load stays small (issue #7, point 8).
 */
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

interface SignInPrompt {
  /** Opens the sign-in dialog; 'company' shows only the company application. */
  open: (options?: { mode?: AuthMode }) => void;
}

const SignInPromptContext = createContext<SignInPrompt | null>(null);

/**
 * Lets any component open the sign-in dialog. It needs the router (links, the redirect after
 * signing in), so it is mounted inside the layout route.
 */
export function SignInPromptProvider({
  children,
  companyPicker,
}: {
  children: ReactNode;
  companyPicker?: CompanyPicker;
}) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so that closing still plays the dialog's exit.
  const [hasOpened, setHasOpened] = useState(false);
  const [mode, setMode] = useState<AuthMode>('sign-in');
  // Opened from any button (not a Radix trigger), so focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((options?: { mode?: AuthMode }) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(options?.mode ?? 'sign-in');
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
            mode={mode}
            onOpenChange={setIsOpen}
            onSignedIn={onSignedIn}
            companyPicker={companyPicker}
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
