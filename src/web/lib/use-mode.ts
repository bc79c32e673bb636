import { useLocation } from 'react-router';
import { type Mode, modeOfPath } from '@/shared/routes';

/** Requests or vents, from the path: every path starting with /vent is vent mode. */
export function useMode(): Mode {
  return modeOfPath(useLocation().pathname);
}
