import type { ModerationCategory } from '../../../shared/rules/moderation';
import { findPersonalAttack, isGroupAttack } from './attack-rules';
import { classesIn, wordsOf } from './classifier/features';
import {
  categoryOfClass,
  type LearnedClass,
  shippedClassifier,
  type TextClassifier,
} from './classifier/model';
import { asksForSomething, soundsDiscontented } from './complaint-rule';
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
  sexual:
    'ilii found sexual or graphically violent content. Please keep it about the product, and fit for everyone to read.',
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

/**
 * Words that introduce what someone else said or wrote: 'called me', 'messages like', 'words such
 * as', 'texted me', 'screamed'.
 */
const reportingCue =
  /\b(?:call(?:s|ed|ing)?(?: (?:me|us|them|him|her|you|someone|people|others))?|say(?:s|ing)?|said|like|such as|e\.g\.?|messages?|words?|comments?|phrases?|slurs?|insults?|threats?|texts?|dms?|wr(?:ote|ites|iting)|typed|posted|sent|read|reading|tell(?:s|ing)?|told|messag(?:ed|ing)|text(?:ed|ing)|e-?mail(?:s|ed|ing)?|dm'?(?:s|d|ed|ing)|whisper(?:s|ed|ing)?|scream(?:s|ed|ing)?|threaten(?:s|ed|ing)?|repl(?:y|ies|ied|ying)|comment(?:ed|ing)|report(?:s|ed|ing)?|shout(?:s|ed|ing)?|yell(?:s|ed|ing)?|named|including|or|and|word|enter|entered|typing|filter(?:s|ed)?|block(?:s|ed)?|hide|hid)\s+(?:\S+\s+){0,5}$/i;

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
    .replace(
      /(?<![\p{L}\p{N}])['‘]((?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){1,80})['’](?![\p{L}\p{N}])/gu,
      reported,
    );
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
 * insult. Complaints are the classifier's alone: a word list of judgements blocked past-tense wishes
 * ('Kindling stopped rejecting my bio') and missed plain statements of what is wrong. `text` has its
 * names masked already.
 */
export function judgeByRules({ text }: Pick<ModerationInput, 'text'>): ModerationVerdict {
  const prepared = prepareText(text);
  const profanity = findProfanity(text);
  if (profanity.some((hit) => hit.isSlur)) return reject('group_offensive', rejectionReasons.slur);
  if (isGroupAttack(prepared)) return reject('group_offensive', rejectionReasons.group);
  const attack = findPersonalAttack(prepared);
  if (attack) return reject('generally_offensive', rejectionReasons[attack]);
  if (profanity.length > 0) return reject('foul_language', rejectionReasons.foul);
  return approved;
}

/**
 * The classifier's complaint counts for requests only, and only for one that sounds discontented
 * and asks for nothing.
 */
export const mayBeComplaint = (context: ModerationInput['context'], prepared: string) =>
  context === 'feature_request' && soundsDiscontented(prepared) && !asksForSomething(prepared);

/**
 * Whether a text names what a class is about: an attack on a group names a group, an attack on a
 * person names a person or a role (or 'you'), a complaint sounds discontented and asks for nothing.
 * A text that does not must score higher to be flagged (each class has a threshold for either case),
 * so 'a build that will go away' is not taken for an attack on anyone.
 */
export function namesTarget(
  category: LearnedClass,
  context: ModerationInput['context'],
  prepared: string,
  targets: ReadonlySet<string> = classesIn(prepared),
): boolean {
  if (category === 'group_offensive') return targets.has('G');
  if (category === 'generally_offensive' || category === 'sexual_or_graphic')
    return targets.has('P') || targets.has('G');
  if (category === 'complaint_not_request') return mayBeComplaint(context, prepared);
  return true;
}

/** Complaints are judged on requests only: venting is what vents are for, and builds answer one. */
export const isJudgedFor = (category: LearnedClass, context: ModerationInput['context']) =>
  category !== 'complaint_not_request' || context === 'feature_request';

/** Shorter texts ('A thought') give the classifier too little to read: the rules judge them alone. */
const fewestWordsForClassifier = 4;
export const isLongEnough = (prepared: string) => wordsOf(prepared).length >= fewestWordsForClassifier;

/** Most serious first; the verdict names the most serious violation either judge found. */
const bySeriousness: LearnedClass[] = [
  'group_offensive',
  'sexual_or_graphic',
  'generally_offensive',
  'foul_language',
  'complaint_not_request',
];

const learnedReasons: Record<LearnedClass, string> = {
  group_offensive: rejectionReasons.group,
  sexual_or_graphic: rejectionReasons.sexual,
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
  const byRules = judgeByRules({ text: masked });
  const byRulesClass = byRules.approved ? null : (byRules.violationCategory as ModerationCategory);
  let found: LearnedClass | null = byRulesClass;
  for (const learned of flaggedByClassifier(prepareText(masked), context, classifier)) {
    if (found === null || bySeriousness.indexOf(learned) < bySeriousness.indexOf(found)) found = learned;
  }
  if (found === null) return approved;
  if (found === byRulesClass) return byRules;
  return reject(categoryOfClass(found), learnedReasons[found]);
}

/** The classes the classifier flags in a prepared text, each at its threshold (see `namesTarget`). */
function flaggedByClassifier(
  prepared: string,
  context: ModerationInput['context'],
  classifier: TextClassifier,
): LearnedClass[] {
  if (!isLongEnough(prepared)) return [];
  const targets = classesIn(prepared);
  return classifier
    .score(prepared)
    .filter(
      (score) =>
        isJudgedFor(score.category, context) &&
        score.probability >=
          (namesTarget(score.category, context, prepared, targets)
            ? score.threshold
            : score.untargetedThreshold),
    )
    .map((score) => score.category);
}

/** Whether ilii's classifier reads a request as a complaint that asks for nothing. */
export function isComplaintWithoutRequest(
  { text, context, names }: ModerationInput,
  classifier: TextClassifier = shippedClassifier(),
): boolean {
  const prepared = prepareText(maskedForJudgment(text, names));
  return flaggedByClassifier(prepared, context, classifier).includes('complaint_not_request');
}

export function createLocalModerator(classifier?: TextClassifier): Moderator {
  return { moderate: async (input) => moderateLocally(input, classifier) };
}
