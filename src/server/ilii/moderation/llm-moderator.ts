import { z } from 'zod';
import {
  defaultViolation,
  type ModerationCategory,
  type ModerationContext,
  moderationCategories,
} from '../../../shared/rules/moderation';
import { systemPrompt } from './llm-prompt';
import type { ModerationInput, ModerationVerdict, Moderator } from './moderation';

export interface LlmModeratorOptions {
  /** An OpenAI-compatible chat-completions URL, or the server's base URL. */
  url: string;
  /** Sent as `model`; left out when unset, for servers that serve a single model. */
  model?: string;
  apiKey?: string;
  /** Default 8 s: the whole request, body included. */
  timeoutMs?: number;
  /** Answers whenever the endpoint fails: network, timeout, non-2xx, bad JSON, invalid shape. */
  fallback: Moderator;
  fetch?: typeof fetch;
  /** Told why the endpoint was not used (for logging); the fallback answers either way. */
  onError?: (error: unknown) => void;
}

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
  const fetchImpl = options.fetch ?? fetch;
  return {
    async moderate(input) {
      try {
        return await askModel(input, endpoint, fetchImpl, options);
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
  fetchImpl: typeof fetch,
  options: LlmModeratorOptions,
): Promise<ModerationVerdict> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('moderation endpoint timed out')),
    options.timeoutMs ?? 8000,
  );
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        ...(options.model ? { model: options.model } : {}),
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: JSON.stringify({ context: input.context, text: input.text }) },
        ],
      }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`moderation endpoint answered ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const answer = answerSchema.parse(JSON.parse(stripCodeFence(completion.choices[0]!.message.content)));
    return toVerdict(answer, input.context);
  } finally {
    clearTimeout(timer);
  }
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
