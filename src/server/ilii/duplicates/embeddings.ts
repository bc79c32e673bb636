import type { SimilarItem } from './find-similar';

/**
 * The optional semantic path of the duplicate search: an OpenAI-compatible `/v1/embeddings`
 * endpoint (`ILII_EMBEDDINGS_URL`, `ILII_API_KEY`), cosine similarity, and a re-ranking of the SQL
 * candidates. Nothing here touches the database: storage and the outbox job are in
 * `item-embeddings.ts`.
 */
export interface EmbeddingsClient {
  embed(text: string): Promise<number[]>;
}

export interface EmbeddingsClientOptions {
  /** The server (`https://host`, `https://host/v1`) or the full `…/embeddings` endpoint. */
  url: string;
  apiKey?: string;
  /** OpenAI requires one; most local servers ignore it. */
  model?: string;
  /** The time limit of one embedding call: 10 s by default (docs/product.md#duplicate-search). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}

/** Where the requests go: `/v1/embeddings` is appended unless the URL already ends with `/embeddings`. */
export function embeddingsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  if (base.endsWith('/embeddings')) return base;
  if (base.endsWith('/v1')) return `${base}/embeddings`;
  return `${base}/v1/embeddings`;
}

export function createEmbeddingsClient(options: EmbeddingsClientOptions): EmbeddingsClient {
  const endpoint = embeddingsEndpoint(options.url);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const model = options.model ?? 'text-embedding-3-small';
  return {
    async embed(text) {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model, input: text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          const detail = (await response.text().catch(() => '')).slice(0, 200);
          throw new EmbeddingsError(
            `embeddings endpoint answered ${response.status} ${response.statusText}${detail ? `: ${detail}` : ''}`,
          );
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof EmbeddingsError) throw error;
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new EmbeddingsError(`embeddings request timed out after ${timeoutMs} ms`, { cause: error });
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new EmbeddingsError(`embeddings request failed: ${reason}`, { cause: error });
      }
      return readEmbedding(body);
    },
  };
}

function readEmbedding(body: unknown): number[] {
  const embedding = (body as { data?: { embedding?: unknown }[] } | null)?.data?.[0]?.embedding;
  if (
    !Array.isArray(embedding) ||
    embedding.length === 0 ||
    !embedding.every((value) => typeof value === 'number' && Number.isFinite(value))
  ) {
    throw new EmbeddingsError('embeddings endpoint answered without data[0].embedding as numbers');
  }
  return embedding as number[];
}

/** The text embedded for a request or vent, the same for drafts and stored items. */
export function embeddingText(item: {
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
}): string {
  return `${item.title}. I'd love it if ${item.userStoryWant}. So that ${item.userStorySoThat}.`;
}

/** Cosine similarity in [-1, 1]; 0 when either vector is empty, all zeros or the lengths differ. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}

/**
 * Reorders a draft's candidates (already above the SQL threshold, best first) by meaning. Each
 * candidate with an embedding gets `(1 - weight) * score + weight * max(cosine, 0)` and those
 * candidates are sorted by it among the places they held; a candidate without one (not embedded
 * yet, or edited since) keeps its place and its SQL score, because the blend and the SQL score are
 * on different scales. No threshold is applied and nobody is dropped: the blend's scale depends on
 * the model, so a threshold must be tuned on the labelled pairs once a model is chosen.
 */
export function rerankWithEmbeddings(
  candidates: readonly SimilarItem[],
  draftEmbedding: readonly number[],
  embeddingsById: ReadonlyMap<string, readonly number[]> | Readonly<Record<string, readonly number[]>>,
  options: { weight?: number } = {},
): SimilarItem[] {
  const weight = Math.min(Math.max(options.weight ?? 0.5, 0), 1);
  const lookup = (id: string) =>
    embeddingsById instanceof Map
      ? embeddingsById.get(id)
      : (embeddingsById as Readonly<Record<string, readonly number[]>>)[id];
  const ranked = candidates
    .flatMap((candidate) => {
      const embedding = lookup(candidate.id);
      if (!embedding) return [];
      const semantic = Math.max(cosine(draftEmbedding, embedding), 0);
      const score = (1 - weight) * candidate.score + weight * semantic;
      return [{ ...candidate, score: Math.round(score * 10_000) / 10_000 }];
    })
    .sort((a, b) => b.score - a.score);
  let next = 0;
  return candidates.map((candidate) => (lookup(candidate.id) ? ranked[next++]! : candidate));
}
