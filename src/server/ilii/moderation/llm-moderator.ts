import { z } from 'zod';
import {
  defaultViolation,
  type ModerationCategory,
  type ModerationContext,
  moderationCategories,
} from '../../../shared/rules/moderation';
import { postJson } from '../post-json';
import { systemPrompt } from './llm-prompt';
import type { ModerationInput, ModerationVerdict, Moderator } from './moderation';

/** What a moderator asking an OpenAI-compatible endpoint needs; each says its own `url` and default timeout. */
export interface EndpointModeratorOptions {
  /** The endpoint's full URL, its `…/v1` base, or the bare server address. */
  url: string;
  /** Sent as `model`; left out when unset, for servers that serve a single model. */
  model?: string;
  apiKey?: string;
  /** The whole request, body included. */
  timeoutMs?: number;
  /** Answers whenever the endpoint fails: network, timeout, non-2xx, bad JSON, invalid shape. */
  fallback: Moderator;
  fetch?: typeof fetch;
  /** Told why the endpoint was not used (for logging); the fallback answers either way. */
  onError?: (error: unknown) => void;
}

/** A chat-completions URL (or base); the timeout defaults to 8 s. */
export type LlmModeratorOptions = EndpointModeratorOptions;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const answerSchema = z.object({
  approved: z.boolean(),
  violationReason: z.string().trim().max(500).nullish(),
  violationCategory: z.string().nullish(),
});

/** Accepts a full `…/chat/completions` URL, a `…/v1` base, or a bare server address. */
export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  if (trimmed.endsWith('/chat/completions')) return trimmed;
  return trimmed.endsWith('/v1') ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

export function createLlmModerator(options: LlmModeratorOptions): Moderator {
  const endpoint = chatCompletionsUrl(options.url);
  return {
    async moderate(input) {
      try {
        return await askModel(input, endpoint, options);
      } catch (error) {
        options.onError?.(error);
        return options.fallback.moderate(input);
      }
    },
  };
}

async function askModel(
  input: ModerationInput,
  endpoint: string,
  options: LlmModeratorOptions,
): Promise<ModerationVerdict> {
  const body = {
    ...(options.model ? { model: options.model } : {}),
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: JSON.stringify({ context: input.context, text: input.text }) },
    ],
  };
  const completion = completionSchema.parse(
    await postJson(endpoint, body, options, { name: 'moderation endpoint', timeoutMs: 8000 }),
  );
  const answer = answerSchema.parse(JSON.parse(stripCodeFence(completion.choices[0]!.message.content)));
  return toVerdict(answer, input.context);
}

/** Some models wrap JSON in a ```json fence even when asked not to. */
function stripCodeFence(content: string): string {
  return content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
}

function toVerdict(answer: z.infer<typeof answerSchema>, context: ModerationContext): ModerationVerdict {
  if (answer.approved) return { approved: true, violationReason: null, violationCategory: null };
  const category = isCategory(answer.violationCategory)
    ? answer.violationCategory
    : defaultViolation.category;
  // Venting and builds may complain: a model that says otherwise is overruled.
  if (category === 'complaint_not_request' && context !== 'feature_request') {
    return { approved: true, violationReason: null, violationCategory: null };
  }
  return {
    approved: false,
    violationReason: answer.violationReason || defaultViolation.reason,
    violationCategory: category,
  };
}

function isCategory(value: string | null | undefined): value is ModerationCategory {
  return moderationCategories.includes(value as ModerationCategory);
}
