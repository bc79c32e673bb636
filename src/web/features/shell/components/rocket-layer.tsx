import { Rocket } from 'lucide-react';
import { useShell } from '../hooks/shell-context';

/**
 * The Launched view's 3.5 s rocket: it lifts off from the link's icon and flies out of the window
 * Lives in the layout so that it keeps flying when the mobile menu closes.
 */
export function RocketLayer() {
  const { rocket } = useShell();
  if (!rocket) return null;
  return (
    <div
      key={rocket.id}
      data-testid="launch-rocket"
      aria-hidden
      className="pointer-events-none fixed z-[60]"
      style={{ left: rocket.left, top: rocket.top, width: rocket.size, height: rocket.size }}
    >
      <span className="absolute inset-0 animate-rocket-glow rounded-full bg-accent/40 blur-sm" />
      <Rocket className="absolute inset-0 size-full animate-rocket-launch text-accent" />
    </div>
  );
}
