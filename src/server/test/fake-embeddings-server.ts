import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const fakeDimensions = 64;

/**
 * Words the fake model takes for one meaning, as a real model would: printing something and
 * getting a PDF of it are the same wish, whatever the words.
 */
const meanings: Record<string, string> = {
  print: 'paper',
  printed: 'paper',
  printing: 'paper',
  printer: 'paper',
  paper: 'paper',
  pdf: 'paper',
  pdfs: 'paper',
};
const stopWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'can',
  'could',
  'i',
  "i'd",
  'if',
  'it',
  'love',
  'my',
  'of',
  'on',
  'so',
  'that',
  'the',
  'to',
]);

/** A deterministic bag of words: each word (or its meaning) hashed into one of 64 dimensions. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(fakeDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (stopWords.has(word)) continue;
    const token = meanings[word] ?? word;
    let hash = 2166136261;
    for (const char of token) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    vector[hash % fakeDimensions]! += 1;
  }
  return vector;
}

export type FakeMode = 'ok' | 'broken' | 'slow';

/**
 * A real HTTP server on a free port speaking the OpenAI `/v1/embeddings` shape: the stand-in for
 * the external model. `mode` makes it answer, fail with a 500, or answer only after 5 s.
 */
export async function startFakeEmbeddingsServer() {
  const state = { mode: 'ok' as FakeMode, inputs: [] as string[] };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { input } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string };
    state.inputs.push(input);
    if (state.mode === 'broken') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('model crashed');
      return;
    }
    const body = JSON.stringify({ data: [{ index: 0, embedding: fakeEmbedding(input) }] });
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (state.mode === 'slow') setTimeout(send, 5_000).unref();
    else send();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
