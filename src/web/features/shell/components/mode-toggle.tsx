import { Flame, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { useMode } from '@/web/lib/use-mode';

/** The corner toggle between requests (light) and vents (dark). */
export function ModeToggle() {
  const isVent = useMode() === 'vents';
  return (
    <Link
      to={isVent ? '/' : '/vent'}
      className="inline-flex h-9 items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-panel"
      aria-label={isVent ? 'Switch to request mode' : 'Switch to vent mode'}
    >
      {isVent ? <Lightbulb className="size-4" aria-hidden /> : <Flame className="size-4" aria-hidden />}
      {isVent ? 'Requests' : 'Vents'}
    </Link>
  );
}
