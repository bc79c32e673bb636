export interface PostJsonOptions {
  apiKey?: string;
  /** The whole request, body included; the caller's default when unset. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * POSTs JSON to an OpenAI-compatible endpoint, with the bearer key when there is one, and answers
 * its parsed JSON. Throws on a timeout, a network error, a non-2xx answer or a body that is not
 * JSON: callers fall back on any of them. `endpoint` names it in errors and gives its default timeout.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: PostJsonOptions,
  endpoint: { name: string; timeoutMs: number },
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${endpoint.name} timed out`)),
    options.timeoutMs ?? endpoint.timeoutMs,
  );
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
    if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}
