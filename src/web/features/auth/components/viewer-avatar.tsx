import type { Viewer } from '@/shared/contracts/auth';
import { cn } from '@/web/lib/cn';

/** The name a person is shown by: display name, else username, else the e-mail's local part. */
export function viewerName(user: Viewer): string {
  return user.displayName || user.username || user.email.split('@')[0] || 'User';
}

export function ViewerAvatar({ user, className }: { user: Viewer; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground uppercase',
        className,
      )}
    >
      {viewerName(user).slice(0, 1)}
    </span>
  );
}

/** Where a signed-in person's own area is, if they have one. */
export function viewerArea(user: Viewer): { to: string; label: string } | null {
  if (user.isAdmin) return { to: '/admin', label: 'Admin console' };
  if (user.membership?.status === 'approved') return { to: '/company-dashboard', label: 'Company dashboard' };
  return null;
}
