import { createContext, useContext } from 'react';

export interface RocketLaunch {
  id: number;
  /** Where the Launched link's icon sits, in viewport pixels. */
  left: number;
  top: number;
  size: number;
}

export interface ShellState {
  isSidebarOpen: boolean;
  setSidebarOpen: (isOpen: boolean) => void;
  isMenuOpen: boolean;
  setMenuOpen: (isOpen: boolean) => void;
  /** The sidebar on desktop, the menu below 768 px: what the button and Ctrl/Cmd+B do. */
  toggleNavigation: () => void;
  rocket: RocketLaunch | null;
  launchRocket: (from: DOMRect) => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell needs a ShellProvider');
  return state;
}
