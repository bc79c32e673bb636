import type { Viewer } from '../contracts/auth';

/** Where a person belongs after signing in or opening the home list (no zod: the first load uses it). */
export function homeFor(user: Viewer | null): string | null {
  if (!user) return null;
  if (user.isAdmin) return '/admin';
  if (user.membership?.status === 'approved') return '/company-dashboard';
  return null;
}
