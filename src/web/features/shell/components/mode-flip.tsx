import { Flame, Lightbulb } from 'lucide-react';
import type { Mode } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useModeSwitch } from '@/web/lib/mode-switch';

/** Each face wears its own mode's colours, whatever the page's theme is during the flip. */
const faces: Record<Mode, { label: string; Icon: typeof Flame; className: string; iconClassName: string }> = {
  requests: {
    label: 'Requests',
    Icon: Lightbulb,
    className: 'bg-white text-zinc-900 border-zinc-200',
    iconClassName: 'bg-violet-50 text-violet-600',
  },
  vents: {
    label: 'Vents',
    Icon: Flame,
    className: 'bg-zinc-950 text-zinc-100 border-zinc-800',
    iconClassName: 'bg-orange-500/15 text-orange-400',
  },
};

function Face({ mode, isBack }: { mode: Mode; isBack?: boolean }) {
  const { label, Icon, className, iconClassName } = faces[mode];
  return (
    <div
      className={cn(
        'absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-2xl border shadow-2xl backface-hidden',
        isBack && 'rotate-y-180',
        className,
      )}
    >
      <span className={cn('flex size-16 items-center justify-center rounded-2xl', iconClassName)}>
        <Icon className="size-8" aria-hidden />
      </span>
      <span className="text-xl font-semibold tracking-tight">{label}</span>
    </div>
  );
}

/**
 * The 800 ms flip between modes: a card turns from the old mode's face to the new one's over a
 * dimmed page; the layout applies the new theme when it has turned, then the card fades away.
 */
export function ModeFlipOverlay() {
  const { flip } = useModeSwitch();
  if (!flip) return null;
  const isSettling = flip.phase === 'settling';
  return (
    <div
      data-testid="mode-flip"
      data-phase={flip.phase}
      className={cn(
        'fixed inset-0 z-[70] flex animate-fade-in items-center justify-center bg-zinc-950/40 transition-opacity duration-200 perspective-distant',
        isSettling && 'opacity-0',
      )}
    >
      <p role="status" className="sr-only">
        {flip.to === 'vents' ? 'Switching to vent mode' : 'Switching to request mode'}
      </p>
      <div className="relative h-56 w-44 animate-mode-flip transform-3d" aria-hidden>
        <Face mode={flip.from} />
        <Face mode={flip.to} isBack />
      </div>
    </div>
  );
}
