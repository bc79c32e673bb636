import { type MutationMeta, MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/shared/messages';
import { fakeSignInDialog } from '@/web/test/sign-in';
import { ApiError } from './api-client';
import { createQueryClient, serverMessage } from './query-client';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const openSignIn = fakeSignInDialog();

/** Runs one mutation that fails with `error` through the app's query client. */
async function fail(error: Error, meta?: MutationMeta, onError?: () => void) {
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(error),
    meta,
    onError,
  });
  await observer.mutate(undefined).catch(() => {});
}

const refused = new ApiError(409, 'CONFLICT', 'User has 2 requests, 0 votes, and 0 builds.');
const signedOut = new ApiError(401, 'UNAUTHENTICATED', 'Sign in first');

describe("the query client's mutation errors", () => {
  it("toasts the mutation's title with the server's message", async () => {
    await fail(refused, { errorToast: { title: messages.errorVoting, description: serverMessage } });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.errorVoting, {
      description: 'User has 2 requests, 0 votes, and 0 builds.',
    });
  });

  it('toasts fixed words, or a title alone', async () => {
    await fail(refused, {
      errorToast: { title: messages.error, description: messages.failedToUpdateApplication },
    });
    await fail(refused, { errorToast: { title: messages.failedToSignOut } });
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      [messages.error, { description: messages.failedToUpdateApplication }],
      [messages.failedToSignOut, { description: undefined }],
    ]);
  });

  it('toasts what a function picks for the error', async () => {
    const meta: MutationMeta = {
      errorToast: (error) =>
        error instanceof ApiError && error.status === 409
          ? { title: messages.cannotDeleteUser, description: serverMessage }
          : { title: messages.error, description: messages.deleteUserFailed },
    };
    await fail(refused, meta);
    await fail(new ApiError(500, 'INTERNAL', 'Internal error'), meta);
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      [messages.cannotDeleteUser, { description: refused.message }],
      [messages.error, { description: messages.deleteUserFailed }],
    ]);
  });

  it('opens sign-in for a 401 where signing in helps, with its words instead of the error toast', async () => {
    await fail(signedOut, {
      errorToast: { title: messages.errorVoting, description: serverMessage },
      signInToast: messages.signInToVote,
    });
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.authenticationRequired, {
      id: `sign-in: ${messages.signInToVote}`,
      description: messages.signInToVote,
    });
  });

  it('shows the error toast for a 401 where the mutation asks for no sign-in, and for other errors', async () => {
    await fail(signedOut, { errorToast: { title: messages.errorUpdatingBuild, description: serverMessage } });
    await fail(refused, { signInToast: messages.signInToVote });
    expect(openSignIn).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.errorUpdatingBuild, {
      description: signedOut.message,
    });
  });

  it("is quiet without meta, and leaves the mutation's own onError to run", async () => {
    const onError = vi.fn();
    await fail(refused, undefined, onError);
    expect(toast.error).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledOnce();
  });
});
