import type { ModerationCategory, ModerationContext } from '../../../shared/rules/moderation';
import { createLlmModerator } from './llm-moderator';
import { createLocalModerator } from './local-moderator';

export interface ModerationInput {
  /** For requests and vents: the title, the want and the so-that joined (see `storyText`). */
  text: string;
  context: ModerationContext;
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

export { createLlmModerator, createLocalModerator };

/** The moderated text of a request or vent: its title, want and so-that, one per line. */
export function storyText(story: { title: string; userStoryWant: string; userStorySoThat: string }): string {
  return [story.title, story.userStoryWant, story.userStorySoThat].join('\n');
}

/** The configured moderator: the OpenAI-compatible endpoint when ILII_LLM_URL is set, else local rules. */
export function createModerator(options: { llmUrl?: string; llmModel?: string; apiKey?: string }): Moderator {
  const local = createLocalModerator();
  if (!options.llmUrl) return local;
  return createLlmModerator({
    url: options.llmUrl,
    model: options.llmModel,
    apiKey: options.apiKey,
    fallback: local,
  });
}
