import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parsePath } from '@/shared/routes';
import { markSeen } from './use-seen-flag';

/** Choosing a company (or product) list or a tab hides the welcome banner for good. */
export function useHideWelcomeOnChoice(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const { kind } = parsePath(pathname);
    const hasChosenTab = new URLSearchParams(search).has('view');
    if (kind === 'company' || kind === 'product' || hasChosenTab) markSeen('hasSeenWelcomeBanner');
  }, [pathname, search]);
}
