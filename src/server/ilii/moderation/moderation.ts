import type { ModerationCategory, ModerationContext } from '../../../shared/rules/moderation';
import { createLlmModerator } from './llm-moderator';
import { createLocalModerator } from './local-moderator';
import { createModerationsEndpointModerator } from './moderations-endpoint';

export interface ModerationInput {
  /** For requests and vents: the title, the want and the so-that joined (see `storyText`). */
  text: string;
  context: ModerationContext;
  /**
   * Company and product names the text may mention (the catalogue's, and those being created with
   * it): they never count against it.
   */
  names?: readonly string[];
}

export interface ModerationVerdict {
  approved: boolean;
  violationReason: string | null;
  violationCategory: ModerationCategory | null;
}

export interface Moderator {
  /** Never throws: a provider that fails answers with the local rules instead. */
  moderate(input: ModerationInput): Promise<ModerationVerdict>;
}

export { createLlmModerator, createLocalModerator, createModerationsEndpointModerator };

/** The moderated text of a request or vent: its title, want and so-that, one per line. */
export function storyText(story: { title: string; userStoryWant: string; userStorySoThat: string }): string {
  return [story.title, story.userStoryWant, story.userStorySoThat].join('\n');
}

/**
 * The configured moderator. A chat model (ILII_LLM_URL) judges every category; a moderation endpoint
 * (ILII_MODERATION_URL) judges attacks on people and groups, with ilii's rules for swearing and
 * complaints. Each falls back to the next when it fails: chat model, moderation endpoint, ilii's own
 * offline judgment, which is also what answers when neither is set.
 */
export function createModerator(options: {
  llmUrl?: string;
  llmModel?: string;
  moderationUrl?: string;
  moderationModel?: string;
  apiKey?: string;
  onError?: (error: unknown) => void;
}): Moderator {
  let moderator = createLocalModerator();
  if (options.moderationUrl) {
    moderator = createModerationsEndpointModerator({
      url: options.moderationUrl,
      model: options.moderationModel,
      apiKey: options.apiKey,
      fallback: moderator,
      onError: options.onError,
    });
  }
  if (options.llmUrl) {
    moderator = createLlmModerator({
      url: options.llmUrl,
      model: options.llmModel,
      apiKey: options.apiKey,
      fallback: moderator,
      onError: options.onError,
    });
  }
  return moderator;
}
