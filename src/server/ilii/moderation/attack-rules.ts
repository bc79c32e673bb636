import { isReportedCalling } from './foul-language';
import { group, groupPredicates, insultNouns, insultPredicates, person } from './lexicon';

// All rules read text prepared by `prepareText` (lower case, straight quotes, single spaces).

/** Up to n words within one sentence. */
const words = (n: number) => `(?:[^\\s.!?]+ ){0,${n}}`;
/** Intensifiers and articles that may sit between "are" and the insult: "are all just a bunch of". */
const fillers =
  '(?:(?:all|just|so|such|really|truly|total|totally|complete|completely|absolute|absolutely|utter|utterly|a|an|the|bunch|of|fucking|freaking|bloody|incredibly|literally|pathetic|greedy|little|lazy|useless|clueless|too|nothing|but|basically|clearly|obviously|simply|always|never|being) ){0,4}';
const linkingVerb = "(?:are|r|is|'re|were|was|be)";

const groupAttacks = [
  // "women are too stupid to…", "immigrants are ruining…", "old people are a burden"
  new RegExp(`\\b${group} ${linkingVerb} ${fillers}${groupPredicates}\\b`),
  // "women can't code"
  new RegExp(`\\b${group} (?:can't|cannot|can not) (?:even )?(?:code|program|drive|think|be trusted)\\b`),
  // exclusion: "… shouldn't be allowed here", "… should be banned"
  new RegExp(
    `\\b${group} (?:should(?:n't| not)? be (?:banned|deported|kicked out|locked up)|(?:shouldn't|should not|must not|mustn't) be allowed|should go back|(?:don't|do not) deserve)`,
  ),
  new RegExp(
    `\\b(?:ban|deport|kick out|get rid of|exterminate|no more) (?:all )?(?:the |these |those )?${group}\\b`,
  ),
  new RegExp(`\\bno ${group} (?:allowed|should be allowed)\\b`),
  // Not when it reports what others said: 'comments telling my neighbours to go back where…'.
  /(?<!\b(?:tell|tells|telling|told|say|says|saying|said)\b[^.!?\n]{0,30})\bgo back (?:to )?(?:your (?:own )?country|where (?:you|they) came from)\b/,
];

/** A generalisation or slur-free attack on a group of people (ethnicity, religion, gender…). */
export function isGroupAttack(text: string): boolean {
  return groupAttacks.some((rule) => rule.test(text));
}

const victim = `(?:you|u|him|her|every(?:one|body)|all of (?:you|them)|${person})`;
const threats = [
  /\b(?:kill|hang|shoot|off) (?:your ?self|yourselves|urself)\b/,
  /\bkys\b/,
  /\b(?:go die|drop dead|die in a (?:fire|hole|ditch))\b/,
  new RegExp(
    `\\b(?:i(?:'ll| will| am going to|'m going to|'m gonna| gonna| want to| wanna)|(?:some|any)(?:one|body) (?:should|needs to|ought to)|we should) (?:kill|murder|shoot|stab|strangle|punch|beat up|beat|hurt|slap|smack|attack) ${victim}\\b`,
  ),
  /\b(?:i(?:'ll| will|'m going to|'m gonna)|we(?:'ll| will)) (?:find|hunt down|track down) (?:you|u|him|her|whoever)\b/,
  new RegExp(
    `\\b(?:hope|wish|pray) (?:that )?(?:${person}|they) ${words(3)}(?:dies?|gets? cancer|burns? in hell|rots? in hell|suffers?)\\b`,
  ),
  /\bi know where (?:you|u|they|he|she|your [a-z]+) (?:live|lives|work|works)\b/,
  /\b(?:stab|strangle|punch|slap|smack|murder) (?:you|u|him|her)\b|\bbeat (?:you|u|him|her|them) up\b/,
  /\bwatch your back\b/,
  /\b(?:you're|you are|you will be|ur) (?:so |all )?dead\b(?! wrong| right| serious| set)/,
  /\b(?:burn|blow up|bomb|torch) (?:down )?(?:the|your|their) (?:office|hq|headquarters|building|house|home)s?\b/,
];

const targetedInsults = [
  // "the developers are idiots", "whoever designed this is a brainless moron", "you suck"
  new RegExp(`\\b${person} (?:${linkingVerb} ${fillers}${insultPredicates}|suck)\\b`),
  // "are you stupid?"
  new RegExp(`\\b(?:are|is) ${person} (?:[a-z]+ )?${insultPredicates}\\b`),
  // "you absolute clown"
  new RegExp(`\\b(?:you|u|ya) ${fillers}(?:${insultNouns}|losers?|clowns?|pigs?|rats?|scum)\\b`),
];

const nameCalling = new RegExp(`\\b${insultNouns}\\b(?!-? ?proof)`, 'g');
/**
 * Words before name-calling that make it about the writer or reported speech: "I feel like an
 * idiot", "treats us like morons", "people calling them idiots", "get around filters by typing i d i o t".
 */
const selfReference =
  /\b(?:i|i'm|im|me|myself|us|we|feel|feels|felt|treat|treats|treated|treating|call|calls|called|calling|typing|typed|type|types|spelling|spelled|spelt|words?|like)\b/;

/** Threats, wishes of harm, and insults of people (staff, other users): not of products. */
export function findPersonalAttack(text: string): 'threat' | 'insult' | null {
  if (threats.some((rule) => rule.test(text))) return 'threat';
  if (targetedInsults.some((rule) => rule.test(text))) return 'insult';
  for (const match of text.matchAll(nameCalling)) {
    const before =
      text
        .slice(0, match.index)
        .split(/[.!?\n]/)
        .pop() ?? '';
    const lastWords = before.trim().split(' ').slice(-4).join(' ');
    if (!selfReference.test(lastWords) && !isReportedCalling(text, { start: match.index })) return 'insult';
  }
  return null;
}
