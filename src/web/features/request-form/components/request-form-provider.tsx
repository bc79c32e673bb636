import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import {
  type OpenFormOptions,
  RequestFormContext,
  type RequestFormContextValue,
  type RequestFormSlots,
} from '../hooks/request-form-context';
import { RequestFormDialog } from './request-form-dialog';

/**
 * Lets any screen open the request form dialog, and gives every shape of the form the pickers and
 * vote control of other features (composed by the app). Mounted in the layout.
 */
export function RequestFormProvider({ children, ...slots }: RequestFormSlots & { children: ReactNode }) {
  const [options, setOptions] = useState<OpenFormOptions | null>(null);
  const { pathname } = useLocation();
  const { isSignedIn } = slots;

  // Following a link out of the form (a similar request) leaves the dialog behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => setOptions(null), [pathname]);

  const requireSignIn = useCallback(() => {
    if (isSignedIn !== false) return true;
    askToSignIn(messages.signInToCreateRequest);
    return false;
  }, [isSignedIn]);

  const openDialog = useCallback(
    (next: OpenFormOptions) => {
      if (requireSignIn()) setOptions(next);
    },
    [requireSignIn],
  );

  const value: RequestFormContextValue = { ...slots, openDialog, requireSignIn };

  return (
    <RequestFormContext.Provider value={value}>
      {children}
      <RequestFormDialog options={options} onClose={() => setOptions(null)} />
    </RequestFormContext.Provider>
  );
}
