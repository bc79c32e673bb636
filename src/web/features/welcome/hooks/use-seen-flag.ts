import { useSyncExternalStore } from 'react';

/** The welcomes a browser has seen, kept in localStorage as 'true' (docs/product.md#welcome). */
export type SeenFlag = 'hasSeenWelcomeBanner' | 'hasVisited' | 'hasSeenVentModeWelcome';

const listeners = new Set<() => void>();
/** Flags set in this page even when storage is refused (private windows), so nothing comes back. */
const setHere = new Set<SeenFlag>();

function isSeen(flag: SeenFlag): boolean {
  if (setHere.has(flag)) return true;
  try {
    return localStorage.getItem(flag) === 'true';
  } catch {
    return false;
  }
}

export function markSeen(flag: SeenFlag): void {
  if (isSeen(flag)) return;
  setHere.add(flag);
  try {
    localStorage.setItem(flag, 'true');
  } catch {
    // Storage refused: the flag holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab dismissing the banner hides it here too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSeenFlag(flag: SeenFlag): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSeen(flag),
    () => true,
  );
}
