/** Whether the person asked the system for less motion: then animations are skipped, messages kept. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
