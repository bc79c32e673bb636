export interface PostJsonOptions {
  apiKey?: string;
  /** The whole request, body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Names the endpoint in errors: 'moderation endpoint'. */
  name: string;
}

/**
 * POSTs JSON to an OpenAI-compatible endpoint, with the bearer key when there is one, and answers
 * its parsed JSON. Throws on a timeout, a network error, a non-2xx answer or a body that is not
 * JSON: callers fall back on any of them.
 */
export async function postJson(url: string, body: unknown, options: PostJsonOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${options.name} timed out`)), options.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`${options.name} answered ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}
