import type { ModerationCategory } from '../../../shared/rules/moderation';
import { findPersonalAttack, isGroupAttack } from './attack-rules';
import { classesIn, wordsOf } from './classifier/features';
import { shippedClassifier, type TextClassifier } from './classifier/model';
import { asksForSomething, isComplaintWithoutRequest, soundsDiscontented } from './complaint-rule';
import { collapseSpacedLetters, findProfanity } from './foul-language';
import type { ModerationInput, ModerationVerdict, Moderator } from './moderation';

/** What the author reads on the violation card: short, friendly and specific. */
export const rejectionReasons = {
  foul: 'Please keep it clean: ilii found language that breaks the community policy.',
  slur: 'ilii found a slur. Please describe the feature without words that demean a group of people.',
  group:
    'ilii found an attack on a group of people. Please describe the feature without generalising about anyone.',
  threat: 'ilii found a threat or a wish of harm. Please keep it about the product, and keep everyone safe.',
  person:
    'ilii found words aimed at a person rather than the product. Criticise the product as much as you like, but not the people behind it.',
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
 * Names that must never count against a text by themselves (a company or product in the catalogue,
 * or being created with it) become one neutral word before anything reads the text. Matched whole,
 * ignoring case, never inside a longer word.
 */
export function maskNames(text: string, names: readonly string[] = []): string {
  let masked = text;
  const longestFirst = [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  for (const name of longestFirst) {
    const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), 'Acme');
  }
  return masked;
}

/** Words that introduce what someone else said or wrote: 'called me', 'messages like', 'words such as'. */
const reportingCue =
  /\b(?:call(?:s|ed|ing)?(?: (?:me|us|them|him|her|you|someone|people|others))?|say(?:s|ing)?|said|like|such as|e\.g\.?|messages?|words?|comments?|phrases?|slurs?|insults?|wr(?:ote|ites|iting)|typed|posted|sent|tell(?:s|ing)?|told|report(?:s|ed|ing)?|shout(?:s|ed|ing)?|yell(?:s|ed|ing)?|named|including|or|and|word|enter|entered|typing|filter(?:s|ed)?|block(?:s|ed)?|hide|hid)\s+(?:\S+\s+){0,2}$/i;

/**
 * Quoted words someone else said, as in a request for better reporting ('let me attach a screenshot
 * when someone calls me a "worthless b*tch"'), are the subject of the text, not its language: they
 * become one neutral word, in double or single quotes. Quotes without such a cue stay, so scare
 * quotes hide nothing.
 */
export function withoutReportedSpeech(text: string): string {
  const reported = (quote: string, _inner: string, offset: number) =>
    reportingCue.test(text.slice(Math.max(0, offset - 60), offset)) ? '"quote"' : quote;
  return text
    .replace(/["“]([^"”\n]{1,80})["”]/g, reported)
    .replace(/(?<![\p{L}\p{N}])['‘]([^'‘’\n]{1,80})['’](?![\p{L}\p{N}])/gu, reported);
}

/** The text as the rules and the classifier read it: names masked, reported speech set aside. */
function maskedForJudgment(text: string, names?: readonly string[]): string {
  return withoutReportedSpeech(maskNames(text, names));
}

/** The prepared text the classifier reads (see `maskedForJudgment` and `prepareText`). */
export function prepareForJudgment(text: string, names?: readonly string[]): string {
  return prepareText(maskedForJudgment(text, names));
}

/**
 * The hand-written rules, most serious first: a text that is both foul and insulting reads as an
 * insult. Complaints are judged only for requests: venting is what vents are for, and builds answer
 * a request. `text` has its names masked already.
 */
export function judgeByRules({ text, context }: ModerationInput): ModerationVerdict {
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

/**
 * The classifier's complaint counts for requests only, and only for one that sounds discontented
 * and asks for nothing.
 */
export const mayBeComplaint = (context: ModerationInput['context'], prepared: string) =>
  context === 'feature_request' && soundsDiscontented(prepared) && !asksForSomething(prepared);

/**
 * What the classifier's flag needs besides its score: an attack on a group names a group, an attack
 * on a person names a person or a role (or 'you'), a complaint sounds discontented and asks for
 * nothing. So 'a build that will go away' is never an attack on anyone, however it scores.
 */
export function mayBe(
  category: ModerationCategory,
  context: ModerationInput['context'],
  prepared: string,
  targets: ReadonlySet<string> = classesIn(prepared),
): boolean {
  if (category === 'group_offensive') return targets.has('G');
  if (category === 'generally_offensive') return targets.has('P') || targets.has('G');
  if (category === 'complaint_not_request') return mayBeComplaint(context, prepared);
  return true;
}

/** Shorter texts ('A thought') give the classifier too little to read: the rules judge them alone. */
const fewestWordsForClassifier = 4;
export const isLongEnough = (prepared: string) => wordsOf(prepared).length >= fewestWordsForClassifier;

/** Most serious first; the verdict names the most serious violation either judge found. */
const bySeriousness: ModerationCategory[] = [
  'group_offensive',
  'generally_offensive',
  'foul_language',
  'complaint_not_request',
];

const learnedReasons: Record<ModerationCategory, string> = {
  group_offensive: rejectionReasons.group,
  generally_offensive: rejectionReasons.person,
  foul_language: rejectionReasons.foul,
  complaint_not_request: rejectionReasons.complaint,
};

/**
 * ilii's offline judgment: the rules (masked spellings, slurs, clear threats) and the learned
 * classifier together; a text is blocked when either finds a violation, under the more serious of
 * the two. Names in `names` never count (see `maskNames`).
 */
export function moderateLocally(
  { text, context, names }: ModerationInput,
  classifier: TextClassifier = shippedClassifier(),
): ModerationVerdict {
  const masked = maskedForJudgment(text, names);
  const byRules = judgeByRules({ text: masked, context });
  let found = byRules.approved ? null : byRules.violationCategory;
  const prepared = prepareText(masked);
  const scores = isLongEnough(prepared) ? classifier.score(prepared) : [];
  const targets = classesIn(prepared);
  for (const score of scores) {
    if (!score.flagged || !mayBe(score.category, context, prepared, targets)) continue;
    if (found === null || bySeriousness.indexOf(score.category) < bySeriousness.indexOf(found)) {
      found = score.category;
    }
  }
  if (found === null) return approved;
  if (found === byRules.violationCategory) return byRules;
  return reject(found, learnedReasons[found]);
}

export function createLocalModerator(classifier?: TextClassifier): Moderator {
  return { moderate: async (input) => moderateLocally(input, classifier) };
}
