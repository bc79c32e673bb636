import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps an element's scroll position in sessionStorage under `key`, so it survives navigations,
 * remounts and reloads for the browser session. The content may still be loading (the companies),
 * so the saved position is applied again as it grows, until reached or the person scrolls.
 */
export function useRememberedScroll(element: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const scroller = element.current;
    if (!scroller) return;
    let target = Number(sessionStorage.getItem(key)) || 0;
    const restore = () => {
      if (target <= 0) return;
      scroller.scrollTop = target;
      if (Math.abs(scroller.scrollTop - target) <= 1) target = 0;
    };
    restore();
    const resizes = new ResizeObserver(restore);
    for (const child of scroller.children) resizes.observe(child);

    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (target > 0) return;
        sessionStorage.setItem(key, String(Math.round(scroller.scrollTop)));
      });
    };
    const cancelRestore = () => {
      target = 0;
    };
    scroller.addEventListener('scroll', save, { passive: true });
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      scroller.addEventListener(type, cancelRestore, { passive: true });
    }
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      scroller.removeEventListener('scroll', save);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
        scroller.removeEventListener(type, cancelRestore);
      }
    };
  }, [element, key]);
}
