import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiPaths } from '@/shared/api-paths';
import type { ResolvedPath } from '@/shared/contracts/paths';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { modeCopy } from '@/web/lib/mode-copy';
import { toast } from '@/web/lib/toast';

/** The new path of a detail whose company, product or item was renamed or merged, if it has one. */
async function movedTo(pathname: string): Promise<string | undefined> {
  const resolved = await apiFetch<ResolvedPath>(apiPaths.resolve(pathname)).catch(() => undefined);
  return resolved?.redirect;
}

/**
 * A detail whose path moved (a renamed or merged company, product or item) goes to its new path.
 * A detail that does not exist toasts 'Request not found' (vents: 'Vent not found') and goes to
 * the list; any other failure toasts 'Error loading request' and goes home.
 */
export function useMissingRequestRedirect(error: Error | null, mode: Mode, listTo: string, homeTo: string) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!error) return;
    const copy = modeCopy[mode];
    // A fixed id: StrictMode's double effect and a quick re-render show one toast, not two.
    if (error instanceof ApiError && error.status === 404) {
      let isCurrent = true;
      void movedTo(pathname).then((path) => {
        if (!isCurrent) return;
        if (path) return navigate(`${path}${search}`, { replace: true });
        toast.error(copy.notFoundTitle, { id: 'detail-missing', description: copy.notFoundText });
        navigate(listTo, { replace: true });
      });
      return () => {
        isCurrent = false;
      };
    } else {
      toast.error(messages.errorLoadingRequest, { id: 'detail-missing', description: error.message });
      navigate(homeTo, { replace: true });
    }
  }, [error, mode, listTo, homeTo, navigate, pathname, search]);
}
