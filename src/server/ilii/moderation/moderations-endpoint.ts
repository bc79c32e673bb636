import { z } from 'zod';
import type { ModerationCategory } from '../../../shared/rules/moderation';
import { postJson } from '../post-json';
import { findProfanity } from './foul-language';
import type { EndpointModeratorOptions } from './llm-moderator';
import {
  isComplaintWithoutRequest,
  maskNames,
  rejectionReasons,
  withoutReportedSpeech,
} from './local-moderator';
import type { ModerationInput, ModerationVerdict, Moderator } from './moderation';

/**
 * An OpenAI-compatible moderation endpoint (`POST /v1/moderations`, `ILII_MODERATION_URL`) as ilii's
 * judge of attacks on people and groups. Its categories map to ilii's like this; the ones not listed
 * (self-harm, illicit) are not what ilii's policy blocks at submission, and admins handle them
 * through reports:
 *
 * | endpoint category                       | ilii category                              |
 * |-----------------------------------------|--------------------------------------------|
 * | hate, hate/threatening                  | group_offensive (Discriminatory Content)   |
 * | harassment, harassment/threatening      | generally_offensive (Offensive Content)    |
 * | violence, violence/graphic              | generally_offensive (Offensive Content)    |
 * | sexual, sexual/minors                   | generally_offensive (Offensive Content)    |
 *
 * Sexual and graphically violent content is offensive content, with the reason ilii's own judgment
 * gives it, as the Community Policy lists it there.
 *
 * The endpoint knows neither swearing nor complaints posted as requests, so those stay with ilii's
 * own rules (masked spellings, the complaint rule) even when it answers. A timeout, a failure or an
 * answer of the wrong shape falls back to the whole local judgment.
 */
export const endpointCategories: Record<string, ModerationCategory> = {
  hate: 'group_offensive',
  'hate/threatening': 'group_offensive',
  harassment: 'generally_offensive',
  'harassment/threatening': 'generally_offensive',
  violence: 'generally_offensive',
  'violence/graphic': 'generally_offensive',
  sexual: 'generally_offensive',
  'sexual/minors': 'generally_offensive',
};

const reasonFor: Record<string, string> = {
  hate: rejectionReasons.group,
  'hate/threatening': rejectionReasons.group,
  harassment: rejectionReasons.person,
  'harassment/threatening': rejectionReasons.threat,
  violence: rejectionReasons.threat,
  'violence/graphic': rejectionReasons.sexual,
  sexual: rejectionReasons.sexual,
  'sexual/minors': rejectionReasons.sexual,
};

/** Most serious first: a text the endpoint flags twice is reported under the more serious. */
const precedence = Object.keys(endpointCategories);

/** A `/v1/moderations` URL (or base), a model such as `omni-moderation-latest`; the timeout defaults to 4 s. */
export type ModerationsEndpointOptions = EndpointModeratorOptions;

const answerSchema = z.object({
  results: z
    .array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) }))
    .min(1),
});

export function moderationsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  if (trimmed.endsWith('/moderations')) return trimmed;
  return trimmed.endsWith('/v1') ? `${trimmed}/moderations` : `${trimmed}/v1/moderations`;
}

export function createModerationsEndpointModerator(options: ModerationsEndpointOptions): Moderator {
  const endpoint = moderationsUrl(options.url);
  return {
    async moderate(input) {
      let flagged: string[];
      try {
        flagged = await askEndpoint(input, endpoint, options);
      } catch (error) {
        options.onError?.(error);
        return options.fallback.moderate(input);
      }
      const worst = precedence.find((category) => flagged.includes(category));
      if (worst) {
        return {
          approved: false,
          violationReason: reasonFor[worst]!,
          violationCategory: endpointCategories[worst]!,
        };
      }
      return ownRulesOnSwearingAndComplaints(input);
    },
  };
}

/**
 * ilii's own judgment of what the endpoint does not judge: swearing (the rules) and complaints posted
 * as requests (the classifier).
 */
function ownRulesOnSwearingAndComplaints({ text, context, names }: ModerationInput): ModerationVerdict {
  const masked = withoutReportedSpeech(maskNames(text, names));
  if (findProfanity(masked).length > 0) {
    return { approved: false, violationReason: rejectionReasons.foul, violationCategory: 'foul_language' };
  }
  if (isComplaintWithoutRequest({ text, context, names })) {
    return {
      approved: false,
      violationReason: rejectionReasons.complaint,
      violationCategory: 'complaint_not_request',
    };
  }
  return { approved: true, violationReason: null, violationCategory: null };
}

async function askEndpoint(
  input: ModerationInput,
  endpoint: string,
  options: ModerationsEndpointOptions,
): Promise<string[]> {
  const body = {
    ...(options.model ? { model: options.model } : {}),
    input: maskNames(input.text, input.names),
  };
  const answer = answerSchema.parse(
    await postJson(endpoint, body, options, { name: 'moderation endpoint', timeoutMs: 4000 }),
  );
  return Object.entries(answer.results[0]!.categories)
    .filter(([, isFlagged]) => isFlagged === true)
    .map(([category]) => category);
}
