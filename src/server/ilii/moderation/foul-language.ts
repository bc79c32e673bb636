import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';
import { droppedWords, extraFoulWords, extraWhitelist, maskedRoots, slurWords } from './lexicon';

export interface ProfanityHit {
  word: string;
  isSlur: boolean;
}

const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => droppedWords.has(phrase.metadata?.originalWord ?? ''));
for (const word of extraFoulWords) {
  dataset.addPhrase((phrase) =>
    phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${word}|`)),
  );
}
const built = dataset.build();
const matcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...extraWhitelist],
  ...englishRecommendedTransformers,
});

/**
 * Swear words and slurs in `text`, after undoing spacing and masking tricks. A listed word counts only
 * as a word of its own or one of its forms ('fucking', 'bullshit', 'dickhead'), never as letters inside
 * another word ('Scunthorpe', 'Shitterton', 'Hancock'), nor as part of a capitalised name in running
 * text ('Bastard Burgers', 'Dick Blick').
 */
export function findProfanity(text: string): ProfanityHit[] {
  const seen = new Map<string, ProfanityHit>();
  const prepared = spelledOut(unmaskWords(collapseSpacedLetters(text)));
  const hits = matcher
    .getAllMatches(prepared, true)
    .map((match) => ({ match, around: enclosingWord(prepared, match.startIndex, match.endIndex + 1) }))
    .filter(({ around }) => isFormOf(around));
  // A word that is part of a name once ('Munchly added Bastard Burgers') is that name everywhere in
  // the text, its title too ('Bastard Burgers on Munchly').
  const names = new Set(
    hits
      .map(({ around }) => wordAt(prepared, around))
      .filter((word) => occurrences(prepared, word).some((around) => isPartOfName(prepared, around))),
  );
  // So is a word that is part of a harmless term once ('blue tits', 'a bastard file'): the title
  // 'Tit calls' or 'Bastard files back' above it means the same.
  const harmless = wordsInHarmlessTerms(prepared);
  for (const { match, around } of hits) {
    const word = wordAt(prepared, around);
    const sameAsHarmless = harmless.has(singular(word)) && !isAimedAtSomeone(prepared, around);
    if (names.has(word) || sameAsHarmless || isReportedCalling(prepared, around)) continue;
    const listed = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'unknown';
    seen.set(listed, { word: listed, isSlur: slurWords.has(listed) });
  }
  for (const match of prepared.matchAll(swearAbbreviations)) {
    const word = match[0].toLowerCase();
    seen.set(word, { word, isSlur: false });
  }
  return [...seen.values()];
}

/**
 * Abbreviations of swearing, matched as whole words in any case. They are not given to obscenity,
 * which reads doubled letters as one ('ffs' as 'fs').
 */
const swearAbbreviations = /(?<![\p{L}\p{N}])(?:ffs|wtf|stfu|gtfo|fml|omfg|jfc|a-holes?)(?![\p{L}\p{N}])/giu;

/**
 * Shortened and masked forms spelled out: 'f-ing', 'f'in' and 'f'n' are 'fucking', 'for f's sake' is
 * 'ffs'; a '!' between letters
 * stands for an 'i' ('sh!t'); 'FCUK' in capitals is French Connection's brand, 'fcuk' and
 * 'fcuking' are swearing.
 */
function spelledOut(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])f[-‐–—'](?:ing|in'?|n)(?![\p{L}\p{N}])/giu, 'fucking')
    .replace(/(?<![\p{L}\p{N}])for f'?s sake(?![\p{L}\p{N}])/giu, 'ffs')
    .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
    .replace(/(?<![\p{L}\p{N}])FCUK(?![\p{L}\p{N}])/gu, 'French Connection')
    .replace(/(?<![\p{L}\p{N}])fcuk(?=\p{L}*(?![\p{L}\p{N}]))/giu, 'fuck');
}

const wordCharacter = /[\p{L}\p{N}*#%_$@!']/u;

interface WordAround {
  start: number;
  end: number;
  before: string;
  after: string;
}

/** Digits and signs written for letters ('fuck1ng', 'sh1tty'), read as those letters around a match. */
const leetLetters: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * The whole word a match sits in, and the letters of it before and after the match, signs written for
 * letters read as those letters.
 */
function enclosingWord(text: string, from: number, to: number): WordAround {
  let start = from;
  while (start > 0 && wordCharacter.test(text[start - 1]!)) start -= 1;
  let end = to;
  while (end < text.length && wordCharacter.test(text[end]!)) end += 1;
  const clean = (part: string) =>
    part
      .toLowerCase()
      .replace(/[013457@$!]/g, (sign) => leetLetters[sign]!)
      .replace(/[^\p{L}]/gu, '');
  return { start, end, before: clean(text.slice(start, from)), after: clean(text.slice(to, end)) };
}

/**
 * Letters that make a listed word another form of itself ('mother…er', 'bull…', '…ing', '…head'); a
 * lone 'a', 'i' or 'u' is a word that joining spaced letters ran in ('what a b.i.t.c.h').
 */
const formPrefixes =
  /^(?:|mother|muther|bull|horse|dumb|dip|jack|ape|chicken|bat|holy|cluster|smart|fat|lame|dog|cock|dick|ass|arse|mind|a|i|u)$/;
const formSuffixes =
  /^(?:|s|es|ed|d|er|ers|r|rs|in|ing|ings|n|y|ey|ie|ies|ty|tier|tiest|test|ter|ters|tt?y|head|heads|hole|holes|face|faces|bag|bags|show|shows|storm|load|loads|wit|wits|hat|hats|ass|tard|tards|bucket|lord|stain|wad|weed|box|ery|ier|iest|fest|house|eye|hat|sucker|suckers|nugget|tastic|tacular|ass|wipe|s'|'s|off|up|kn[ou]b|hed|ish|ingly|ly|less|ting|tin|heap|heaps|ton|tons)$/;

function isFormOf(word: WordAround): boolean {
  return formPrefixes.test(word.before) && formSuffixes.test(word.after);
}

const capitalised = /^\p{Lu}\p{Ll}/u;

/** 'call' as a verb with someone after it ('calling me', 'called the driver'), not a phone call. */
const callingVerb =
  /(?<!\bso[- ])(?<!\b(?:a|an|the|mid|on|phone|video|voice|every|each|my|your|our|their|this|conference|sales|support|zoom|one|first|last|next|dropped|missed|retention|sales|cold|spam)\s+)\bcall(?:s|ed|ing)?\s+(?!(?:are|is|was|were|be|been|to|for|with|from|and|or|in|on|at|of|that|which|who|drop|dropped|keep|kept|centre|center|back|out|up|off|go|went|get|got|have|had|has|cost|costs|take|took|last|lasted)\b)\S/i;

/**
 * A word someone else called someone, as the writer reports it: 'kept calling me a slag and a
 * whore', 'replies that call the journalist an idiot'. Up to eight words after the calling verb,
 * in the same sentence.
 */
export function isReportedCalling(text: string, word: { start: number }): boolean {
  const sentence =
    text
      .slice(0, word.start)
      .split(/[.!?\n]/)
      .pop() ?? '';
  const lastWords = sentence.trim().split(/\s+/).slice(-8).join(' ');
  return callingVerb.test(lastWords);
}
/** What comes before a capitalised name: 'from Fucking to Fugging', '(formerly Fucking', 'old name, Fucking'. */
const beforeName =
  /(?:\b(?:in|from|to|at|near|called|named|formerly|village|town|city|call(?:s|ed)? it|name,?)|\()\s*$/i;

const singular = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?:'s|s')$/, '')
    .replace(/(?<=..)e?s$/, '');

/** The words (lower case, singular) of every harmless term (`extraWhitelist`) written in `text`. */
function wordsInHarmlessTerms(text: string): Set<string> {
  const lower = text.toLowerCase();
  const words = new Set<string>();
  for (const term of extraWhitelist) {
    if (!lower.includes(term)) continue;
    for (const word of term.split(/[\s-]+/)) words.add(singular(word));
  }
  return words;
}

/** Words that make the next one an insult: 'you absolute tit', 'what a bitch', 'stupid cock'. */
const insultCue =
  /(?:^|\s)(?:you|ya|u|ur|your|you're|youre|absolute|absolutely|total|complete|utter|such a|what a|little|stupid|dumb|fat|big|old)\s+(?:\S+\s+)?$/i;
const isAimedAtSomeone = (text: string, word: WordAround) =>
  insultCue.test(text.slice(Math.max(0, word.start - 40), word.start));

/** A word as written, without the quotes around it. */
const wordAt = (text: string, word: WordAround) => text.slice(word.start, word.end).replace(/^'+|'+$/g, '');

/** Every place `word` stands as a whole word in `text`. */
function occurrences(text: string, word: string): WordAround[] {
  const found: WordAround[] = [];
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const around = enclosingWord(text, at, at + word.length);
    if (wordAt(text, around) === word) found.push(around);
  }
  return found;
}

/**
 * A listed word written with a capital inside a line, next to another capitalised word: the name
 * of a shop, a brand or a place ('Bastard Burgers', 'Dick Blick'). Not in a line written in title
 * case, where every word longer than three letters has a capital ('What the Fuck Happened').
 */
function isPartOfName(text: string, word: WordAround): boolean {
  const lineStart = text.lastIndexOf('\n', word.start - 1) + 1;
  const lineEnd = text.indexOf('\n', word.end);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  const words = line.split(/\s+/).filter(Boolean);
  const titleCase = words.length > 1 && words.every((each) => each.length <= 3 || !/^\p{Ll}/u.test(each));
  if (titleCase) return false;
  if (!capitalised.test(wordAt(text, word))) return false;
  const before = text.slice(lineStart, word.start).replace(/'+$/, '');
  const previous = before.trimEnd().split(/\s+/).pop() ?? '';
  const sentenceStart = before.trim() === '' || /[.!?:]["')]?$/.test(before.trimEnd());
  // 'Fucking, Austria' and 'Fucking, AT' are places too.
  const next = text.slice(word.end).match(/^'?,?\s+'?(\S+)/)?.[1] ?? '';
  const nameBefore = !sentenceStart && (capitalised.test(previous) || beforeName.test(before));
  const placeAfter = /^'?,\s/.test(text.slice(word.end)) && /^\p{Lu}{2,3}\b/u.test(next);
  return (!sentenceStart && (capitalised.test(next) || placeAfter)) || nameBefore;
}

/**
 * Joins three or more single characters split by spaces, dots, dashes or underscores, so that
 * 'f u c k' and 'b.i.t.c.h' reach obscenity as words (it matches across none of those separators).
 * Ordinary single-letter words ('a', 'I') rarely come three in a row, a letter that a mask
 * continues ('a f*cking') is the start of a word, not one of a run, and so is the letter after an
 * apostrophe ('doesn't f.u.c.k.i.n.g work').
 */
export function collapseSpacedLetters(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}@$!*#%'’])(?:[\p{L}\p{N}@$!*](?:[ .\-_·]+)){2,}[\p{L}\p{N}@$!*](?![\p{L}\p{N}@$!*#%])/gu,
    (run) => run.replace(/[ .\-_·]+/g, ''),
  );
}

const maskableToken = /[a-z][a-z*#%_]*[*#%_][a-z*#%_]*/gi;

/**
 * Restores swear words written with masks ('f**k', 'sh*t', 'a**hole'): a token with mask characters
 * becomes the first swear word it fits letter for letter, with the prefixes and endings of its forms
 * ('a**holes', 'sh*thole', 'dipsh*t', 'w*nkers') as long as the masks fall within the swear word.
 * Clean words are never written that way.
 */
export function unmaskWords(text: string): string {
  return text.replace(maskableToken, (token) => {
    const lower = token.toLowerCase();
    const word = unmaskedForm(lower);
    if (!word) return token;
    // A capital stays, so a masked name is still a name ('P***y Riot').
    return /^\p{Lu}/u.test(token) ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
}

const masks = /[*#%_]/;

function unmaskedForm(token: string): string | undefined {
  for (const root of maskedRoots) {
    for (let start = 0; start + root.length <= token.length; start += 1) {
      const before = token.slice(0, start);
      const after = token.slice(start + root.length);
      if (masks.test(before) || masks.test(after)) continue;
      if (!formPrefixes.test(before) || !formSuffixes.test(after)) continue;
      const middle = token.slice(start, start + root.length);
      if ([...middle].every((char, index) => char === root[index] || masks.test(char)))
        return before + root + after;
    }
  }
  return undefined;
}
