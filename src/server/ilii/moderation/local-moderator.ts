import type { ModerationCategory } from '../../../shared/rules/moderation';
import { findPersonalAttack, isGroupAttack } from './attack-rules';
import { isComplaintWithoutRequest } from './complaint-rule';
import { collapseSpacedLetters, findProfanity } from './foul-language';
import type { ModerationInput, ModerationVerdict, Moderator } from './moderation';

/** What the author reads on the violation card: short, friendly and specific. */
export const rejectionReasons = {
  foul: 'Please keep it clean: ilii found language that breaks the community policy.',
  slur: 'ilii found a slur. Please describe the feature without words that demean a group of people.',
  group:
    'ilii found an attack on a group of people. Please describe the feature without generalising about anyone.',
  threat: 'ilii found a threat or a wish of harm. Please keep it about the product, and keep everyone safe.',
  insult:
    'ilii found an insult aimed at people. Criticise the product as much as you like, but not the people behind it.',
  complaint:
    "ilii reads this as a complaint without a request. Tell the company what you'd love it to do, or post it as a vent.",
} as const;

const approved: ModerationVerdict = { approved: true, violationReason: null, violationCategory: null };

const reject = (category: ModerationCategory, reason: string): ModerationVerdict => ({
  approved: false,
  violationReason: reason,
  violationCategory: category,
});

/** Lower case, straight quotes, spaced letters joined, one space between words. */
export function prepareText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"');
  return collapseSpacedLetters(plain)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n+ */g, '\n')
    .trim();
}

/**
 * Offline rules, most serious first: a text that is both foul and insulting reads as an insult.
 * Complaints are judged only for requests: venting is what vents are for, and builds answer a request.
 */
export function moderateLocally({ text, context }: ModerationInput): ModerationVerdict {
  const prepared = prepareText(text);
  const profanity = findProfanity(text);
  if (profanity.some((hit) => hit.isSlur)) return reject('group_offensive', rejectionReasons.slur);
  if (isGroupAttack(prepared)) return reject('group_offensive', rejectionReasons.group);
  const attack = findPersonalAttack(prepared);
  if (attack) return reject('generally_offensive', rejectionReasons[attack]);
  if (profanity.length > 0) return reject('foul_language', rejectionReasons.foul);
  if (context === 'feature_request' && isComplaintWithoutRequest(prepared)) {
    return reject('complaint_not_request', rejectionReasons.complaint);
  }
  return approved;
}

export function createLocalModerator(): Moderator {
  return { moderate: async (input) => moderateLocally(input) };
}
