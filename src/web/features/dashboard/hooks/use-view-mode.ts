import { useCallback, useState } from 'react';

export type ViewMode = 'list' | 'grid';

const storageKey = 'ilii.dashboardView';

function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(storageKey) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

/** List or grid, remembered in this browser. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage may be off (private mode); the choice then lasts for this visit.
    }
  }, []);
  return [mode, choose];
}
