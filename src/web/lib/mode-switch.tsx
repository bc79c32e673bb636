import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { timings } from '@/shared/constants';
import { listPath, type Mode } from '@/shared/routes';
import { prefersReducedMotion } from './reduced-motion';

/** The card's fade after the flip, once the new theme is on the page. */
export const flipSettleMs = 200;

export interface ModeFlip {
  from: Mode;
  to: Mode;
  /** 'flipping' for 800 ms (docs/product.md#shell); then 'settling' as the card fades over the new theme. */
  phase: 'flipping' | 'settling';
}

interface ModeSwitch {
  flip: ModeFlip | null;
  /** Goes to the list of `to` (/ or /vent) and plays the flip; the theme follows when it ends. */
  switchMode: (from: Mode, to: Mode) => void;
}

const ModeSwitchContext = createContext<ModeSwitch | null>(null);

/**
 * Switching mode: navigate at once, flip for 800 ms, then apply the theme.
 * With prefers-reduced-motion there is no flip and the theme changes with the page.
 */
export function ModeSwitchProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [flip, setFlip] = useState<ModeFlip | null>(null);

  useEffect(() => {
    if (!flip) return;
    const timer = window.setTimeout(
      () => setFlip(flip.phase === 'flipping' ? { ...flip, phase: 'settling' } : null),
      flip.phase === 'flipping' ? timings.modeFlipMs : flipSettleMs,
    );
    return () => window.clearTimeout(timer);
  }, [flip]);

  const switchMode = useCallback(
    (from: Mode, to: Mode) => {
      if (from !== to && !prefersReducedMotion()) setFlip({ from, to, phase: 'flipping' });
      navigate(listPath(to));
    },
    [navigate],
  );

  const value = useMemo(() => ({ flip, switchMode }), [flip, switchMode]);
  return <ModeSwitchContext.Provider value={value}>{children}</ModeSwitchContext.Provider>;
}

export function useModeSwitch(): ModeSwitch {
  const context = useContext(ModeSwitchContext);
  if (!context) throw new Error('useModeSwitch needs a ModeSwitchProvider');
  return context;
}

/**
 * Click handler for a link to the other mode: a plain click flips; a modified click (new tab or
 * window) keeps the link's own behaviour.
 */
export function useModeSwitchClick(from: Mode, to: Mode, onSwitch?: () => void) {
  const { switchMode } = useModeSwitch();
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSwitch?.();
    switchMode(from, to);
  };
}
