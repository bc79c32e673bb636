import blindFile from './data/blind-pairs.json' with { type: 'json' };

/**
 * A draft of the blind pairs (data/blind-pairs.json): written by someone who read none of the
 * search's code, with the items of its company it duplicates and those it only resembles, and the
 * split it belongs to (the re-ranker trains on 'tune'; 'eval' is only measured).
 */
export interface BlindDraft {
  key: string;
  company: string;
  product?: string;
  title: string;
  want: string;
  soThat: string;
  duplicateOf: string[];
  notDuplicateOf: string[];
  split: 'tune' | 'eval';
}

export const blindCompanies = blindFile.companies;
export const blindDrafts = blindFile.drafts as BlindDraft[];
