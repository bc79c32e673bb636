import { useEffect, useRef } from 'react';
import { toast } from './toast';

/**
 * One toast each time a query finally fails: TanStack Query has retried by then, and every failure
 * is a new error. The words are the toast's id, so components watching the same query (the sidebar
 * and a picker both read the catalog) show one toast for it, not one each.
 */
export function useErrorToast(
  error: Error | null,
  title: string,
  description: string | ((error: Error) => string),
) {
  const latest = useRef({ title, description });
  latest.current = { title, description };
  useEffect(() => {
    if (!error) return;
    const { title, description } = latest.current;
    const text = typeof description === 'string' ? description : description(error);
    toast.error(title, { id: `${title}: ${text}`, description: text });
  }, [error]);
}
