import { type RefObject, useLayoutEffect } from 'react';

/**
 * In a sideways-scrolling strip (a positioned element), scrolls the `aria-current` item into view,
 * so a chosen tab or pill is never hidden past the edge of a narrow screen.
 */
export function useRevealCurrent(strip: RefObject<HTMLElement | null>, trigger: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is what moves the current item
  useLayoutEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip.current || !current) return;
    const { scrollLeft, clientWidth } = strip.current;
    const isVisible =
      current.offsetLeft >= scrollLeft &&
      current.offsetLeft + current.offsetWidth <= scrollLeft + clientWidth;
    if (!isVisible) strip.current.scrollLeft = current.offsetLeft - 16;
  }, [strip, trigger]);
}
