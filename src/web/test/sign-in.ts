import { afterEach, beforeEach, vi } from 'vitest';
import { registerSignInOpener } from '@/web/lib/sign-in-prompt';

/**
 * Stands in for the auth feature's dialog in every test of the calling file: `askToSignIn` and
 * `openSignIn` call the returned mock. Mocks are cleared after each test.
 */
export function fakeSignInDialog() {
  const open = vi.fn();
  let unregister = () => {};
  beforeEach(() => {
    unregister = registerSignInOpener(open);
  });
  afterEach(() => {
    unregister();
    vi.clearAllMocks();
  });
  return open;
}
