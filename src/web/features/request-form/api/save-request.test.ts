import { describe, expect, it } from 'vitest';
import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { saveFailureToast } from './save-request';

describe("the request form's failure toast", () => {
  it("names what failed and gives the server's words when a write limit is reached", () => {
    const posts = new ApiError(429, 'RATE_LIMITED', messages.postLimitReached(10, 720), undefined, 720);
    expect(saveFailureToast(posts, false)).toEqual({
      title: messages.failedToCreateFeatureRequest,
      description: "You've posted 10 requests and vents in the last hour. You can post again in 12 minutes.",
    });
    // A new company over its limit: the words are under the field too, and in the toast.
    const words = messages.catalogLimitReached(5, 3600);
    const catalog = new ApiError(429, 'RATE_LIMITED', words, { company: words }, 3600);
    expect(saveFailureToast(catalog, true)).toEqual({
      title: messages.failedToUpdateFeatureRequest,
      description: words,
    });
  });

  it('asks to fix the form for field errors, and names what failed otherwise', () => {
    const invalid = new ApiError(400, 'VALIDATION', 'Title is required', { title: 'Title is required' });
    expect(saveFailureToast(invalid, false)).toEqual({
      title: messages.validationError,
      description: messages.fixFormErrors,
    });
    const down = new ApiError(503, 'UNAVAILABLE', 'Down');
    expect(saveFailureToast(down, false)).toEqual({
      title: messages.error,
      description: messages.failedToCreateFeatureRequest,
    });
  });
});
