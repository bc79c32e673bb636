import { complaintSignals, requestSignals } from './lexicon';

const complaint = new RegExp(`\\b${complaintSignals}\\b`);
const request = new RegExp(`\\b${requestSignals}\\b`);

/**
 * A request post that only complains: it judges the product ("garbage", "I hate the update") and
 * wishes, asks or aims for nothing. Neutral text without a request word is let through, because
 * the form's "I'd love it if…" already frames the want ("the app loaded faster").
 */
export function isComplaintWithoutRequest(text: string): boolean {
  return complaint.test(text) && !asksForSomething(text);
}

/**
 * Whether a prepared text has a word of wishing or asking ('could', 'please', 'I'd love'): such a
 * text is a request however much it complains, whoever judges it.
 */
export function asksForSomething(text: string): boolean {
  return request.test(text);
}

/**
 * Words of discontent, broader than the rule's judgements: a text the classifier reads as a complaint
 * must have one, so a plain wish ('the pit crew had a timer', 'my post is not lost') is never taken
 * for one. Only words that judge: 'not', 'no' and 'still' are in wishes too.
 */
const discontent =
  /\b(?:fail(?:s|ed|ing|ure)?|broke|broken|slow(?:er)?|crash(?:es|ed|ing)?|bug(?:s|gy)?|errors?|loses|wrong|bad|worse|worst|hate[sd]?|awful|terrible|horrible|useless|pointless|garbage|trash|rubbish|junk|joke|scam|ridiculous|pathetic|annoying|unusable|disappoint\w*|frustrat\w*|sick of|tired of|fed up|waste[sd]?|overpriced|expensive|impossible|unacceptable|disgrace\w*|shambles|mess|nightmare|complain\w*|rude|ignored?|ignores|laggy|clunky|confusing|ugly|mediocre|incompetent|a joke|rip-?off|nobody|no one)\b/;

export function soundsDiscontented(text: string): boolean {
  return discontent.test(text);
}
