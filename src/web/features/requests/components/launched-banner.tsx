import { Rocket } from 'lucide-react';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';

/** The green strip across the top of a launched card. */
export function LaunchedBanner({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 bg-launched-banner px-4 py-1.5 text-sm font-semibold text-launched-banner-foreground',
        className,
      )}
    >
      <Rocket className="size-4" aria-hidden />
      {messages.launchedBanner}
    </p>
  );
}
