/**
 * A returning visitor's browser storage: the first-visit welcome dialogs (request mode and vent
 * mode) were seen, the welcome banner was not dismissed. The config gives it
 * to every test's context; a context made by hand with `browser.newContext()` does not get the
 * config's options, so pass `storageState: returningVisitor(baseURL)` there.
 */
export function returningVisitor(baseURL: string) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'hasVisited', value: 'true' },
          { name: 'hasSeenVentModeWelcome', value: 'true' },
        ],
      },
    ],
  };
}

/** A first visit: nothing stored yet (e2e/feel.spec.ts tests the welcomes with it). */
export const firstVisit = { cookies: [], origins: [] };
