import { useSession } from '@/web/features/auth/api/get-session';

/**
 * Whether someone is signed in (undefined while the session loads), for the features a page
 * composes: they take it as a prop, since they cannot read the auth feature's session themselves.
 */
export function useViewer() {
  const { user, isPending } = useSession();
  return { isSignedIn: isPending ? undefined : user !== null, isAdmin: user?.isAdmin === true };
}
