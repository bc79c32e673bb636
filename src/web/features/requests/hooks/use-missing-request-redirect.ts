import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';
import { ApiError } from '@/web/lib/api-client';
import { modeCopy } from '@/web/lib/mode-copy';
import { toast } from '@/web/lib/toast';

/**
 * A detail that does not exist toasts 'Request not found' (vents: 'Vent not found') and goes to
 * the list; any other failure toasts 'Error loading request' and goes home.
 */
export function useMissingRequestRedirect(error: Error | null, mode: Mode, listTo: string, homeTo: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    const copy = modeCopy[mode];
    // A fixed id: StrictMode's double effect and a quick re-render show one toast, not two.
    if (error instanceof ApiError && error.status === 404) {
      toast.error(copy.notFoundTitle, { id: 'detail-missing', description: copy.notFoundText });
      navigate(listTo, { replace: true });
    } else {
      toast.error(messages.errorLoadingRequest, { id: 'detail-missing', description: error.message });
      navigate(homeTo, { replace: true });
    }
  }, [error, mode, listTo, homeTo, navigate]);
}
