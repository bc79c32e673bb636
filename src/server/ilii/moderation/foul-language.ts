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

/** Swear words and slurs in `text`, after undoing spacing and masking tricks. */
export function findProfanity(text: string): ProfanityHit[] {
  const seen = new Map<string, ProfanityHit>();
  for (const match of matcher.getAllMatches(unmaskWords(collapseSpacedLetters(text)), true)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'unknown';
    seen.set(word, { word, isSlur: slurWords.has(word) });
  }
  return [...seen.values()];
}

/**
 * Joins three or more single characters split by spaces, dots, dashes or underscores, so that
 * 'f u c k' and 'b.i.t.c.h' reach obscenity as words (it matches across none of those separators).
 * Ordinary single-letter words ('a', 'I') rarely come three in a row.
 */
export function collapseSpacedLetters(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$!*](?:[ .\-_·]+)){2,}[\p{L}\p{N}@$!*](?![\p{L}\p{N}])/gu,
    (run) => run.replace(/[ .\-_·]+/g, ''),
  );
}

const maskableToken = /[a-z][a-z*#%_]*[*#%_][a-z*#%_]*/gi;

/**
 * Restores swear words written with masks ('f**k', 'sh*t', 'a**hole'): a token with mask characters
 * becomes the first swear word it fits letter for letter. Clean words are never written that way.
 */
export function unmaskWords(text: string): string {
  return text.replace(maskableToken, (token) => {
    const shape = new RegExp(`^${token.toLowerCase().replace(/[*#%_]/g, '[a-z]')}$`);
    return maskedRoots.find((root) => shape.test(root)) ?? token;
  });
}
