import type { Options } from 'canvas-confetti';
import { prefersReducedMotion } from './reduced-motion';

type Fire = (options?: Options) => Promise<null> | null;

let loading: Promise<Fire> | undefined;

/**
 * canvas-confetti, fetched on first use so it stays out of the first load. Its own full-screen
 * canvas ignores clicks (pointer-events: none) and goes away when the pieces have fallen; no Worker,
 * because the CSP (default-src 'self') refuses the blob: worker the library's default would start.
 */
function loadConfetti(): Promise<Fire> {
  loading ??= import('canvas-confetti').then(({ default: confetti }) =>
    confetti.create(undefined, { resize: true, useWorker: false }),
  );
  return loading;
}

/** The centre of an element as canvas-confetti's origin (fractions of the viewport). */
function originOf(element: Element | null) {
  if (!element) return { x: 0.5, y: 0.5 };
  const box = element.getBoundingClientRect();
  return {
    x: (box.left + box.width / 2) / window.innerWidth,
    y: (box.top + box.height / 2) / window.innerHeight,
  };
}

/** One burst from an element (a vote: 60 pieces). Nothing with reduced motion. */
export async function burstFrom(element: Element | null, particleCount: number) {
  if (prefersReducedMotion()) return;
  const fire = await loadConfetti();
  fire({ particleCount, spread: 70, startVelocity: 30, origin: originOf(element) });
}

/**
 * Confetti that keeps coming for `durationMs` (a new card's 2 s, a launched detail's 1 s), from
 * both sides of an element. Nothing with reduced motion. Returns a stop for an unmount.
 */
export function celebrate(element: Element | null, durationMs: number): () => void {
  if (prefersReducedMotion()) return () => {};
  let isStopped = false;
  const end = Date.now() + durationMs;
  void loadConfetti().then((fire) => {
    const shoot = () => {
      if (isStopped) return;
      const origin = originOf(element);
      fire({
        particleCount: 6,
        angle: 60,
        spread: 55,
        origin: { ...origin, x: Math.max(0, origin.x - 0.25) },
      });
      fire({
        particleCount: 6,
        angle: 120,
        spread: 55,
        origin: { ...origin, x: Math.min(1, origin.x + 0.25) },
      });
      if (Date.now() < end) setTimeout(shoot, 120);
    };
    shoot();
  });
  return () => {
    isStopped = true;
  };
}
