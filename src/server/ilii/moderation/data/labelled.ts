import type { ModerationCategory, ModerationContext } from '../../../../shared/rules/moderation';
import blindPairs from '../../duplicates/data/blind-pairs.json' with { type: 'json' };
import { caseItems, labelledDrafts } from '../../duplicates/duplicate-cases';
import { storyText } from '../moderation';
import { moderationCases } from '../moderation-cases';
import blindFile from './blind-texts.json' with { type: 'json' };
import fifthBlindFile from './fifth-blind-texts.json' with { type: 'json' };
import fourthBlindFile from './fourth-blind-texts.json' with { type: 'json' };
import plainBuildsFile from './plain-builds.json' with { type: 'json' };
import secondBlindFile from './second-blind-texts.json' with { type: 'json' };
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

/**
 * The second blind set (second-blind-texts.json): four more writers with the same definitions, after
 * the first set's 'eval' had been measured and its misses read. Only ever measured: nothing trains or
 * tunes on it, so it stays a judgment on text nobody has looked at.
 */
export const secondBlindTexts: LabelledText[] = (secondBlindFile.texts as FileText[]).map((entry) =>
  toLabelled(entry, entry.id ?? ''),
);

/**
 * The third blind set (third-blind-texts.json): four more writers, after the second set's misses had
 * been read, with sexual or graphic content as a label of its own. Only ever measured.
 */
export const thirdBlindTexts: LabelledText[] = (thirdBlindFile.texts as FileText[]).map((entry) =>
  toLabelled(entry, entry.id ?? ''),
);

/**
 * The fourth blind set (fourth-blind-texts.json): four more writers with the third set's brief,
 * after the third set's misses had been read. Only ever measured.
 */
export const fourthBlindTexts: LabelledText[] = (fourthBlindFile.texts as FileText[]).map((entry) =>
  toLabelled(entry, entry.id ?? ''),
);

/**
 * The fifth blind set (fifth-blind-texts.json): four more writers with the same brief, after the
 * fourth set's misses had been read. Only ever measured.
 */
export const fifthBlindTexts: LabelledText[] = (fifthBlindFile.texts as FileText[]).map((entry) =>
  toLabelled(entry, entry.id ?? ''),
);

/**
 * The sixth blind set (sixth-blind-texts.json): four more writers with the same brief and themes of
 * their own, after the fifth set's misses had been read. Only ever measured.
 */
export const sixthBlindTexts: LabelledText[] = (sixthBlindFile.texts as FileText[]).map((entry) =>
  toLabelled(entry, entry.id ?? ''),
);

/**
 * Everything the learned model trains on: the yardstick's tuning split, more blind texts written
 * for training only (training-texts.json, three writers with different themes), and the project's
 * own hand-written cases.
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
  return [...blindTexts.tune, ...written, ...project, ...plainTexts()];
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
