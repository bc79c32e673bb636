import { isTurned, valences } from './valence';
import { wordClasses } from './word-classes';
import clustersFile from './word-clusters.json' with { type: 'json' };

/** Each frequent English word's cluster of words used alike (scripts/make-word-clusters.ts). */
const wordClusters: ReadonlyMap<string, number> = new Map(
  clustersFile.clusters.flatMap((members, cluster) =>
    members.split(' ').map((word) => [word, cluster] as const),
  ),
);

/**
 * What the learned moderator reads of a text: its words, pairs of neighbouring words, the character
 * 3- and 4-grams inside each word, and the word classes of word-classes.ts with the words and classes
 * near them. Each feature is hashed into one of 2^hashBits buckets (the hashing trick, so the weights
 * file is a fixed-size array and no vocabulary is shipped).
 */
export const hashBits = 16;
export const bucketCount = 1 << hashBits;

/** FNV-1a over UTF-16 code units: fast, and the same in the trainer and the server. */
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (bucketCount - 1);
}

/**
 * The tense a word marks, where it marks one. A wish after "I'd love it if" takes the past ('the app
 * had', 'you stopped', 'I could'); a statement of what is wrong today takes the present ('the app
 * keeps', 'it is', 'has been'), which is how a complaint in the request form often shows itself.
 */
const presentMarkers = new Set(
  `is isn't are aren't am 's 're has hasn't have haven't does doesn't do don't keeps keep won't can't
    cannot seems needs takes makes gets goes shows says sends lets tells costs`.split(/\s+/),
);
const wishMarkers = new Set(
  `was wasn't were weren't had hadn't did didn't could couldn't would wouldn't might stopped let
    added showed offered allowed`.split(/\s+/),
);
function tenseOf(word: string): 'present' | 'wish' | 'third-person' | undefined {
  if (presentMarkers.has(word)) return 'present';
  if (wishMarkers.has(word)) return 'wish';
  if (word.length > 4 && /[^su]s$/.test(word) && !/(?:ness|less|ous|ics|ies)$/.test(word))
    return 'third-person';
  return undefined;
}

/** How many words either side a group or a person is what a word of sentiment is said of. */
const targetReach = 4;

/**
 * What a line says of its subject, in AFINN-165's valences (-5 … 5; Nielsen's word list of
 * sentiment): whether it speaks well or ill, how strongly, turned around or not, and in which tense
 * ('the app keeps crashing' is a complaint, 'the app stopped crashing' a wish). A careful moderator
 * reads a request's 'I'd love it if…' line this way: a wish for something good, or a statement of
 * something bad.
 */
function valenceFeatures(lineWords: string[], field: number): string[] {
  const features: string[] = [];
  let tense = 'none';
  let total = 0;
  lineWords.forEach((word, at) => {
    tense = tenseOf(word) ?? tense;
    const valence = valences.get(word);
    if (!valence) return;
    const turned = isTurned(lineWords, at);
    const sign = valence < 0 !== turned ? 'ill' : 'well';
    total += turned ? -valence : valence;
    features.push(
      `s${field}:${sign}`,
      `s${field}:${valence}${turned ? '~' : ''}`,
      `s${field}:${sign}:${tense}`,
    );
    // Said of whom: a group or a person near it ('the intern deserves credit', 'women are useless').
    let group = false;
    let person = false;
    const last = Math.min(lineWords.length - 1, at + targetReach);
    for (let near = Math.max(0, at - targetReach); near <= last; near += 1) {
      const target = wordClasses.get(lineWords[near]!);
      group ||= target === 'G';
      person ||= target === 'P';
    }
    if (group) features.push(`sv:${sign}:G`, `sv:${valence}:G`);
    if (person) features.push(`sv:${sign}:P`, `sv:${valence}:P`);
  });
  const net = total < 0 ? 'ill' : total > 0 ? 'well' : 'even';
  features.push(`s${field}:net:${net}`, `s${field}:net:${net}:${tense}`);
  return features;
}

/** Words of a prepared text (lower case, straight quotes): letters, digits and inner apostrophes. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
}

/** How far apart, in words, two classed words may stand to make a pair ('P … H': a person, harm). */
const classWindow = 5;

/**
 * The bucket of every feature of `text`, repeats kept (a feature seen twice counts twice). `text`
 * must be prepared the way the moderator prepares it (see `prepareText`).
 */
export function featureBuckets(text: string): number[] {
  const words = wordsOf(text);
  const buckets: number[] = [];
  let previous = '<s>';
  let previousClass = '<s>';
  let previousCluster = -1;
  const recentClasses: { at: number; name: string }[] = [];
  words.forEach((word, at) => {
    const name = wordClasses.get(word);
    buckets.push(hash(`w:${word}`), hash(`b:${previous} ${word}`));
    // The word after a class ('P deserves') and a class after a word ('deserves H').
    buckets.push(hash(`cb:${previousClass} ${word}`));
    // Its cluster of words used alike, alone and after the one before.
    const cluster = wordClusters.get(word) ?? -1;
    if (cluster >= 0) buckets.push(hash(`u:${cluster}`), hash(`uu:${previousCluster} ${cluster}`));
    previousCluster = cluster;
    if (name) {
      buckets.push(hash(`k:${name}`), hash(`cb:${previous} ${name}`));
      for (const recent of recentClasses) {
        if (at - recent.at <= classWindow) buckets.push(hash(`kk:${recent.name} ${name}`));
      }
      recentClasses.push({ at, name });
      if (recentClasses.length > classWindow) recentClasses.shift();
    }
    previous = word;
    previousClass = name ?? word;
    const padded = `<${word}>`;
    for (let n = 3; n <= 4; n += 1) {
      for (let i = 0; i + n <= padded.length; i += 1) buckets.push(hash(`c:${padded.slice(i, i + n)}`));
    }
  });
  buckets.push(hash(`b:${previous} </s>`));
  // How many different words of gore and of sex the text holds: one may be a first-aid request, four
  // are a scene described ('blood spurting … tendons … bone'), whatever the words.
  for (const name of ['B', 'X']) {
    const distinct = new Set(words.filter((word) => wordClasses.get(word) === name)).size;
    if (distinct > 0) buckets.push(hash(`n:${name}:${Math.min(distinct, 4)}`));
  }
  // Winks and the like, which words do not show ('…if you know what I mean 😏').
  const winks = text.match(
    /[\u{1F60F}\u{1F609}\u{1F975}\u{1F346}\u{1F351}\u{1F445}\u{1F4A6}\u{1F618}\u{1F924}]/gu,
  );
  if (winks) buckets.push(hash(`e:wink:${Math.min(winks.length, 2)}`));
  // The fields apart: a request's 'I'd love it if…' line (the second) is a wish or, in a complaint,
  // a statement of what is wrong, which its own words and its opening show.
  text.split('\n').forEach((line, field) => {
    const lineWords = wordsOf(line);
    buckets.push(hash(`f${field}:${lineWords[0] ?? ''} ${lineWords[1] ?? ''}`));
    for (const word of lineWords) {
      buckets.push(hash(`f${field}:${word}`));
      const tense = tenseOf(word);
      if (tense) buckets.push(hash(`t${field}:${tense}`));
    }
    for (const feature of valenceFeatures(lineWords, field)) buckets.push(hash(feature));
  });
  return buckets;
}

/** Features as bucket → weight, scaled to unit length so long and short texts weigh the same. */
export function featureVector(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const bucket of featureBuckets(text)) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  let norm = 0;
  for (const count of counts.values()) norm += count * count;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (const [bucket, count] of counts) counts.set(bucket, count * scale);
  return counts;
}

/** The word classes (word-classes.ts) that occur in a prepared text. */
export function classesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of wordsOf(text)) {
    const name = wordClasses.get(word);
    if (name) found.add(name);
  }
  return found;
}
