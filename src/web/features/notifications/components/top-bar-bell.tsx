import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';

const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

/**
 * The bell for a signed-in person, in its own chunk with the popover library (as the account menu
 * is): the first load of a signed-out visitor carries none of it.
 */
export function TopBarBell() {
  return (
    <Suspense
      fallback={
        <span
          className="inline-flex size-9 shrink-0 items-center justify-center text-muted-foreground"
          aria-hidden
        >
          <Bell className="size-5" />
        </span>
      }
    >
      <NotificationBell />
    </Suspense>
  );
}
