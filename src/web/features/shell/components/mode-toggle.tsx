import { Flame, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { useMode } from '@/web/lib/use-mode';

/** The corner toggle between requests (light) and vents (dark). */
export function ModeToggle() {
  const isVent = useMode() === 'vents';
  return (
    <Link
      to={isVent ? '/' : '/vent'}
      className="inline-flex h-9 w-9 items-center justify-center gap-2 rounded-lg border border-border text-sm font-medium hover:bg-panel sm:w-auto sm:px-3"
      aria-label={isVent ? 'Switch to request mode' : 'Switch to vent mode'}
    >
      {isVent ? <Lightbulb className="size-4" aria-hidden /> : <Flame className="size-4" aria-hidden />}
      <span className="hidden sm:inline">{isVent ? 'Requests' : 'Vents'}</span>
    </Link>
  );
}
