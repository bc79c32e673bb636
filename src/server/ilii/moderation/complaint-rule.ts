import { complaintSignals, requestSignals } from './lexicon';

const complaint = new RegExp(`\\b${complaintSignals}\\b`);
const request = new RegExp(`\\b${requestSignals}\\b`);

/**
 * A request post that only complains: it judges the product ("garbage", "I hate the update") and
 * wishes, asks or aims for nothing. Neutral text without a request word is let through, because
 * the form's "I'd love it if…" already frames the want ("the app loaded faster").
 */
export function isComplaintWithoutRequest(text: string): boolean {
  return complaint.test(text) && !request.test(text);
}
