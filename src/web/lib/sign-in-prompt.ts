import { messages } from '@/shared/messages';
import { toast } from './toast';

/**
 * The sign-in dialog, reachable from anywhere: from any feature's buttons, and from the query
 * client, which meets a 401 outside React. The auth feature mounts the dialog and registers how to
 * open it here; features call `openSignIn` or `askToSignIn` without importing the auth feature.
 */
let opener: (() => void) | undefined;

/** Makes `open` the way to show the sign-in dialog, until the returned function is called. */
export function registerSignInOpener(open: () => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = undefined;
  };
}

/** Opens the sign-in dialog (tabs Sign In / Sign Up); nothing happens before the layout has mounted it. */
export function openSignIn() {
  opener?.();
}

/**
 * Something needs an account: the dialog opens with the 'Authentication required' toast saying what
 * for. The words are the toast's id, so asking again while it shows does not stack a second one.
 */
export function askToSignIn(description: string) {
  openSignIn();
  toast.error(messages.authenticationRequired, { id: `sign-in: ${description}`, description });
}
