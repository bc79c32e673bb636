import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { listPath } from '@/shared/routes';
import { prefersReducedMotion } from '@/web/lib/reduced-motion';
import { useMode } from '@/web/lib/use-mode';

/** The list's search box (the requests feature's BoardSearch); the shell finds it by its id. */
const boardSearchId = 'board-search';
/** How long to wait for the list to render after navigating to it (about 2 s of frames). */
const maxFramesToWait = 120;

function focusSearch(input: HTMLElement) {
  input.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  input.focus({ preventScroll: true });
}

/**
 * The mobile top bar's search: focuses the list's search box, on this page when it has one (in
 * the click itself, so that a phone opens its keyboard), else on the current mode's home list.
 */
export function useOpenListSearch(): () => void {
  const navigate = useNavigate();
  const mode = useMode();
  return useCallback(() => {
    const here = document.getElementById(boardSearchId);
    if (here) {
      focusSearch(here);
      return;
    }
    navigate(listPath(mode));
    let frames = 0;
    const look = () => {
      const input = document.getElementById(boardSearchId);
      if (input) focusSearch(input);
      else if (++frames < maxFramesToWait) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, [navigate, mode]);
}
