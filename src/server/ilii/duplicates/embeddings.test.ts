import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cosine,
  createEmbeddingsClient,
  EmbeddingsError,
  embeddingsEndpoint,
  embeddingText,
  rerankWithEmbeddings,
} from './embeddings';
import type { SimilarItem } from './find-similar';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  body?: unknown;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A tiny OpenAI-compatible server: the path picks the behaviour. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const body = await readBody(request);
  seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
  if (request.url?.startsWith('/slow')) {
    setTimeout(() => response.end(JSON.stringify({ data: [{ embedding: [1] }] })), 2_000).unref();
    return;
  }
  if (request.url?.startsWith('/broken')) {
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('model crashed');
    return;
  }
  if (request.url?.startsWith('/empty')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [] }));
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      object: 'list',
      data: [{ object: 'embedding', index: 0, embedding: [0.1, -0.2, 0.3] }],
    }),
  );
}

beforeAll(async () => {
  server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('embeddings client', () => {
  it('posts the text to /v1/embeddings with the key and returns the vector', async () => {
    const client = createEmbeddingsClient({ url: baseUrl, apiKey: 'secret', model: 'tiny' });
    await expect(client.embed('Dark mode')).resolves.toEqual([0.1, -0.2, 0.3]);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/embeddings',
      authorization: 'Bearer secret',
      body: { model: 'tiny', input: 'Dark mode' },
    });
  });

  it('uses a URL that already ends with /embeddings as it is', async () => {
    const client = createEmbeddingsClient({ url: `${baseUrl}/custom/embeddings` });
    await client.embed('x');
    expect(seen.at(-1)?.url).toBe('/custom/embeddings');
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('builds the endpoint from a server, a /v1 base or a full URL', () => {
    expect(embeddingsEndpoint('http://h:1')).toBe('http://h:1/v1/embeddings');
    expect(embeddingsEndpoint('http://h:1/')).toBe('http://h:1/v1/embeddings');
    expect(embeddingsEndpoint('http://h:1/v1')).toBe('http://h:1/v1/embeddings');
    expect(embeddingsEndpoint('http://h:1/v1/embeddings')).toBe('http://h:1/v1/embeddings');
  });

  it('gives up after the timeout with a clear error', async () => {
    const client = createEmbeddingsClient({ url: `${baseUrl}/slow`, timeoutMs: 200 });
    const started = Date.now();
    await expect(client.embed('x')).rejects.toThrow(
      new EmbeddingsError('embeddings request timed out after 200 ms'),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('throws a clear error on a 500', async () => {
    const client = createEmbeddingsClient({ url: `${baseUrl}/broken` });
    await expect(client.embed('x')).rejects.toThrow(
      new EmbeddingsError('embeddings endpoint answered 500 Internal Server Error: model crashed'),
    );
  });

  it('throws a clear error when the answer holds no embedding', async () => {
    const client = createEmbeddingsClient({ url: `${baseUrl}/empty` });
    await expect(client.embed('x')).rejects.toThrow(/without data\[0\]\.embedding/);
  });

  it('throws a clear error when nothing listens', async () => {
    const client = createEmbeddingsClient({ url: 'http://127.0.0.1:1' });
    await expect(client.embed('x')).rejects.toThrow(/^embeddings request failed/);
  });
});

describe('cosine', () => {
  it('is 1 for the same direction, 0 for orthogonal, -1 for opposite', () => {
    expect(cosine([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 1], [-1, -1])).toBeCloseTo(-1);
  });

  it('is 0 for empty, zero or mismatched vectors', () => {
    expect(cosine([], [])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(cosine([1, 2], [1, 2, 3])).toBe(0);
  });
});

describe('rerankWithEmbeddings', () => {
  const item = (id: string, score: number): SimilarItem => ({
    id,
    slug: id,
    title: id,
    userStoryWant: '',
    userStorySoThat: '',
    status: 'requested',
    voteCount: 0,
    productId: null,
    score,
  });

  it('blends the SQL score with cosine and reorders the embedded candidates among their places', () => {
    const candidates = [item('words-alike', 0.4), item('no-embedding', 0.35), item('meaning-alike', 0.3)];
    const ranked = rerankWithEmbeddings(candidates, [1, 0], {
      'words-alike': [0, 1],
      'meaning-alike': [1, 0.1],
    });
    expect(ranked.map((entry) => entry.id)).toEqual(['meaning-alike', 'no-embedding', 'words-alike']);
    expect(ranked[0]!.score).toBeCloseTo(0.5 * 0.3 + 0.5 * cosine([1, 0], [1, 0.1]), 4);
    expect(ranked[1]!.score).toBe(0.35);
    expect(ranked[2]!.score).toBe(0.2);
  });

  it('keeps a candidate without an embedding in its place, whatever the blend of the others', () => {
    const candidates = [item('no-embedding', 0.5), item('low', 0.3), item('high', 0.25)];
    const ranked = rerankWithEmbeddings(candidates, [1, 0], { low: [0, 1], high: [1, 0] });
    expect(ranked.map((entry) => entry.id)).toEqual(['no-embedding', 'high', 'low']);
    expect(ranked[1]!.score).toBe(0.625);
  });

  it('accepts a Map and a weight', () => {
    const ranked = rerankWithEmbeddings([item('a', 0.2)], [1, 0], new Map([['a', [1, 0]]]), { weight: 1 });
    expect(ranked[0]!.score).toBe(1);
  });

  it('embeds drafts and items in the same words', () => {
    expect(
      embeddingText({ title: 'Dark mode', userStoryWant: 'it had one', userStorySoThat: 'my eyes rest' }),
    ).toBe("Dark mode. I'd love it if it had one. So that my eyes rest.");
  });
});
