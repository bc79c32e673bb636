import type { ModerationCategory, ModerationContext } from '../../../../shared/rules/moderation';
import {
  fourthBlindCompanies,
  fourthBlindDrafts,
  secondBlindCompanies,
  secondBlindDrafts,
  thirdBlindCompanies,
  thirdBlindDrafts,
  trainingCompanies,
  trainingDrafts,
} from '../../duplicates/blind-pairs';
import blindPairs from '../../duplicates/data/blind-pairs.json' with { type: 'json' };
import { caseItems, labelledDrafts } from '../../duplicates/duplicate-cases';
import { storyText } from '../moderation';
import { moderationCases } from '../moderation-cases';
import blindFile from './blind-texts.json' with { type: 'json' };
import eighthBlindFile from './eighth-blind-texts.json' with { type: 'json' };
import fifthBlindFile from './fifth-blind-texts.json' with { type: 'json' };
import fourthBlindFile from './fourth-blind-texts.json' with { type: 'json' };
import hardTrainingFile from './hard-training-texts.json' with { type: 'json' };
import ninthBlindFile from './ninth-blind-texts.json' with { type: 'json' };
import plainBuildsFile from './plain-builds.json' with { type: 'json' };
import secondBlindFile from './second-blind-texts.json' with { type: 'json' };
import seventhBlindFile from './seventh-blind-texts.json' with { type: 'json' };
import sexualAndGroupTrainingFile from './sexual-and-group-training-texts.json' with { type: 'json' };
import sixthBlindFile from './sixth-blind-texts.json' with { type: 'json' };
import thirdBlindFile from './third-blind-texts.json' with { type: 'json' };
import trainingFile from './training-texts.json' with { type: 'json' };

/** One labelled text as the moderator receives it; `label` null is clean. */
export interface LabelledText {
  id: string;
  context: ModerationContext;
  text: string;
  label: ModerationCategory | null;
  /** A clean text built to trip a naive check: a rude place name, 'kill switch', reported abuse. */
  hard: boolean;
  note?: string;
  /**
   * Set on sexual or graphically violent content, which the later writers labelled apart
   * (`sexual_or_graphic`). The Community Policy lists it with discrimination under offensive
   * content, as the earlier writers labelled it, so `label` is `group_offensive` and the figures
   * count it there; the model learns it as a class of its own (`LearnedClass`).
   */
  sexualOrGraphic?: true;
}

interface FileText {
  id?: string;
  context: string;
  title?: string;
  want?: string;
  soThat?: string;
  text?: string;
  label: string;
  hard?: boolean;
  note?: string;
  split?: string;
}

function toLabelled(entry: FileText, id: string): LabelledText {
  const text =
    entry.text ??
    storyText({
      title: entry.title ?? '',
      userStoryWant: entry.want ?? '',
      userStorySoThat: entry.soThat ?? '',
    });
  return {
    id,
    context: entry.context as ModerationContext,
    text,
    label:
      entry.label === 'clean'
        ? null
        : entry.label === 'sexual_or_graphic'
          ? 'group_offensive'
          : (entry.label as ModerationCategory),
    hard: entry.hard === true,
    note: entry.note,
    ...(entry.label === 'sexual_or_graphic' ? { sexualOrGraphic: true as const } : {}),
  };
}

const blind = (blindFile.texts as FileText[]).map((entry) => ({
  ...toLabelled(entry, entry.id ?? ''),
  split: entry.split as 'tune' | 'eval',
}));

/**
 * The blind yardstick (blind-texts.json): written from the Community Policy's category definitions
 * by writers who read none of the rules, split once. Rules and weights are tuned on 'tune' only;
 * 'eval' is only ever measured.
 */
export const blindTexts = {
  tune: blind.filter((entry) => entry.split === 'tune'),
  eval: blind.filter((entry) => entry.split === 'eval'),
};

const fromFile = (file: { texts: unknown[] }): LabelledText[] =>
  (file.texts as FileText[]).map((entry) => toLabelled(entry, entry.id ?? ''));

/**
 * The second to sixth blind sets (second- to sixth-blind-texts.json): 2,864 texts by twenty more
 * writers with the same definitions, each set written after the one before had been measured and its
 * misses read (the third on, with sexual or graphic content as a label of its own). Each was measured
 * once, blind, and its figures are in docs/decisions.md (decisions 55, 56 and 58). Once read, a set
 * no longer tells how ilii judges text nobody has looked at; it tells the model how twenty more
 * people write, so the model trains on them (decision 60).
 */
export const readBlindTexts: LabelledText[] = [
  secondBlindFile,
  thirdBlindFile,
  fourthBlindFile,
  fifthBlindFile,
  sixthBlindFile,
].flatMap(fromFile);

/**
 * The ninth blind set (ninth-blind-texts.json): four more writers with the eighth set's brief and
 * themes of their own, after the eighth set's misses had been read. Only ever measured.
 */
export const ninthBlindTexts: LabelledText[] = fromFile(ninthBlindFile);

/**
 * Everything the learned model trains on: the yardstick's tuning split, more blind texts written
 * for training only (training-texts.json, three writers with different themes), the project's own
 * hand-written cases, ordinary posts, the blind sets that have been read (`readBlindTexts`, then
 * the seventh and eighth), and texts written to teach the hard cases (hard-training-texts.json:
 * four more writers, polite harassment, calm generalisations, innuendo, complaints that look like
 * requests; sexual-and-group-training-texts.json: four more, sexual content, gore and attacks on
 * groups; each beside clean texts that look alike). Never the yardstick's 'eval' split nor the
 * ninth set.
 */
export function trainingTexts(): LabelledText[] {
  const written = (trainingFile.texts as FileText[]).map((entry, index) =>
    toLabelled(entry, `${entry.id ?? 'w'}-${index}`),
  );
  const project = moderationCases.map((entry, index) => ({
    id: `case-${index}`,
    context: entry.context,
    text: entry.text,
    label: entry.expected,
    hard: false,
    note: entry.note,
  }));
  return [
    ...blindTexts.tune,
    ...written,
    ...project,
    ...plainTexts(),
    ...readBlindTexts,
    ...fromFile(hardTrainingFile),
    // The seventh and eighth blind sets (four more writers each), measured once and read, then
    // trained on once the ninth set was written (decision 60).
    ...fromFile(seventhBlindFile),
    ...fromFile(eighthBlindFile),
    ...fromFile(sexualAndGroupTrainingFile),
  ];
}

/**
 * Clean requests, vents and builds as people write them every day: the duplicate search's items and
 * drafts (the blind pairs and the project's cases), and builds written blind as ordinary replies
 * (plain-builds.json: agreement, workarounds, edge cases). They teach the model what ordinary posts
 * look like ('the pit crew had a timer', 'Here is how we do it today.'), which texts written to test
 * a moderator rarely show.
 */
function plainTexts(): LabelledText[] {
  const stories: { title: string; want: string; soThat: string; kind?: string }[] = [
    ...blindPairs.companies.flatMap((company) => company.items),
    ...blindPairs.drafts,
    ...caseItems,
    ...labelledDrafts,
  ];
  const requests = stories.map((story, index) => ({
    id: `plain-${index}`,
    context: (story.kind === 'vents' ? 'vent' : 'feature_request') as ModerationContext,
    text: storyText({ title: story.title, userStoryWant: story.want, userStorySoThat: story.soThat }),
    label: null,
    hard: false,
  }));
  const builds = plainBuildsFile.texts.map((entry) => ({
    id: `plain-${entry.id}`,
    context: 'build_response' as const,
    text: entry.text,
    label: null,
    hard: false,
  }));
  return [...requests, ...builds];
}

/**
 * Plain requests as people write them that the model never trains on: the items and drafts of the
 * duplicate search's second to fourth blind pair sets and its training pairs, written to be found as
 * duplicates or not, none to test a moderator.
 */
export function plainRequestsNotTrainedOn(): string[] {
  const stories = [
    ...[secondBlindCompanies, thirdBlindCompanies, fourthBlindCompanies, trainingCompanies].flatMap(
      (companies) => companies.flatMap((company) => company.items),
    ),
    ...secondBlindDrafts,
    ...thirdBlindDrafts,
    ...fourthBlindDrafts,
    ...trainingDrafts,
  ];
  return stories.map((story) =>
    storyText({ title: story.title, userStoryWant: story.want, userStorySoThat: story.soThat }),
  );
}
