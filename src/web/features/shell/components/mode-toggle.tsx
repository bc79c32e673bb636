import { Flame, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { listPath } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useModeSwitchClick } from '@/web/lib/mode-switch';
import { useMode } from '@/web/lib/use-mode';

/**
 * The switch between requests (light) and vents (dark): a link to the other mode's list that plays
 * the flip. `corner` is the desktop top bar's; `menu` is the row in the mobile menu.
 */
export function ModeToggle({ variant = 'corner' }: { variant?: 'corner' | 'menu' }) {
  const mode = useMode();
  const target = mode === 'vents' ? 'requests' : 'vents';
  const onClick = useModeSwitchClick(mode, target);
  const Icon = target === 'vents' ? Flame : Lightbulb;
  if (variant === 'menu') {
    return (
      <Link
        to={listPath(target)}
        onClick={onClick}
        className="flex items-center gap-3 rounded-xl border border-border bg-background px-3 py-2.5 text-sm font-medium transition-colors duration-150 hover:border-accent/50"
      >
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-lg',
            target === 'vents' ? 'bg-zinc-900 text-orange-400' : 'bg-violet-50 text-violet-600',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
        {target === 'vents' ? 'Switch to Vent Mode' : 'Switch to Request Mode'}
      </Link>
    );
  }
  return (
    <Link
      to={listPath(target)}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center gap-2 rounded-lg border border-border text-sm font-medium transition-colors duration-150 hover:bg-panel lg:w-auto lg:px-3"
      aria-label={target === 'vents' ? 'Switch to vent mode' : 'Switch to request mode'}
      title={target === 'vents' ? 'Switch to vent mode' : 'Switch to request mode'}
    >
      <Icon className="size-4" aria-hidden />
      {/* From 1024 px the words show, and they are part of the name (WCAG 2.5.3, label in name);
          below, the bar is too narrow beside the sidebar and the icon stands alone. */}
      <span className="sr-only lg:not-sr-only">{target === 'vents' ? 'Vent mode' : 'Request mode'}</span>
    </Link>
  );
}
