import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { layout, timings } from '@/shared/constants';
import { prefersReducedMotion } from '@/web/lib/reduced-motion';
import { type RocketLaunch, ShellContext } from '../hooks/shell-context';
import { readSidebarCookie, writeSidebarCookie } from '../hooks/sidebar-cookie';
import { useToggleShortcut } from '../hooks/use-toggle-shortcut';

const mobileQuery = `(max-width: ${layout.mobileBreakpointPx - 1}px)`;

/** The shell's state: the desktop sidebar (kept in its cookie), the mobile menu, the Launched rocket. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [isSidebarOpen, setSidebarState] = useState(readSidebarCookie);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [rocket, setRocket] = useState<RocketLaunch | null>(null);
  const rocketId = useRef(0);

  const sidebarOpenNow = useRef(isSidebarOpen);
  const setSidebarOpen = useCallback((isOpen: boolean) => {
    sidebarOpenNow.current = isOpen;
    setSidebarState(isOpen);
    writeSidebarCookie(isOpen);
  }, []);

  const toggleNavigation = useCallback(() => {
    if (window.matchMedia(mobileQuery).matches) setMenuOpen((isOpen) => !isOpen);
    else setSidebarOpen(!sidebarOpenNow.current);
  }, [setSidebarOpen]);
  useToggleShortcut(toggleNavigation);

  // Following a link in the menu closes it.
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger
  useEffect(() => setMenuOpen(false), [pathname, search]);

  // Widening the window past the breakpoint turns the menu back into the sidebar.
  useEffect(() => {
    const query = window.matchMedia(mobileQuery);
    const onChange = () => {
      if (!query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const launchRocket = useCallback((from: DOMRect) => {
    if (prefersReducedMotion()) return;
    rocketId.current += 1;
    setRocket({ id: rocketId.current, left: from.left, top: from.top, size: from.width });
  }, []);
  useEffect(() => {
    if (!rocket) return;
    const timer = window.setTimeout(() => setRocket(null), timings.rocketAnimationMs);
    return () => window.clearTimeout(timer);
  }, [rocket]);

  const value = useMemo(
    () => ({
      isSidebarOpen,
      setSidebarOpen,
      isMenuOpen,
      setMenuOpen,
      toggleNavigation,
      rocket,
      launchRocket,
    }),
    [isSidebarOpen, setSidebarOpen, isMenuOpen, toggleNavigation, rocket, launchRocket],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
