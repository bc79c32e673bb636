import blindFile from './data/blind-pairs.json' with { type: 'json' };
import fourthBlindFile from './data/fourth-blind-pairs.json' with { type: 'json' };
import secondBlindFile from './data/second-blind-pairs.json' with { type: 'json' };
import thirdBlindFile from './data/third-blind-pairs.json' with { type: 'json' };
import trainingFile from './data/training-pairs.json' with { type: 'json' };

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

/**
 * The second blind set (data/second-blind-pairs.json): eight more companies and their drafts, written
 * after the first set's 'eval' had been measured. All of it is 'eval': the re-ranker never trains on it.
 */
export const secondBlindCompanies = secondBlindFile.companies;
export const secondBlindDrafts = secondBlindFile.drafts as BlindDraft[];

/**
 * Pairs written blind for training only (data/training-pairs.json): more companies and drafts, with
 * many duplicates worded in other words, for the meaning model (decision 56). Never measured.
 */
export const trainingCompanies = trainingFile.companies;
export const trainingDrafts = trainingFile.drafts as BlindDraft[];

/**
 * The third blind set (data/third-blind-pairs.json): written before the local embeddings model was
 * tried, after the second set's misses had been read. All 'eval', only ever measured.
 */
export const thirdBlindCompanies = thirdBlindFile.companies;
export const thirdBlindDrafts = thirdBlindFile.drafts as BlindDraft[];

/**
 * The fourth blind set (data/fourth-blind-pairs.json): eight more companies, written after the third
 * set's misses had been read. All 'eval', only ever measured.
 */
export const fourthBlindCompanies = fourthBlindFile.companies;
export const fourthBlindDrafts = fourthBlindFile.drafts as BlindDraft[];
