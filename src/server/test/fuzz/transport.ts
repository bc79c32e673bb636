import fc from 'fast-check';

/** How the body travels: as JSON (mostly), or empty, broken, too large, or as another media type. */
export type Transport =
  | { kind: 'json' }
  | { kind: 'no body' }
  | { kind: 'empty JSON' }
  | { kind: 'broken JSON'; payload: string | Buffer }
  | { kind: 'media type'; contentType: string }
  | { kind: 'over the body limit' };

const brokenJson: (string | Buffer)[] = [
  '{',
  '{"a":',
  'nul',
  'NaN',
  '[1e400]',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\ufeff{}',
  Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
  '{"title":"\\ud800","content":"\\u0000"}',
  '{"a":1,"a":2}',
];

const mediaTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  ';',
];

export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 20, arbitrary: fc.constant({ kind: 'json' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'no body' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty JSON' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('broken JSON' as const),
      payload: fc.constantFrom(...brokenJson),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('media type' as const),
      contentType: fc.constantFrom(...mediaTypes),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'over the body limit' as const }) },
);

/** Fastify's default body limit is 1 MiB. */
const overLimit = JSON.stringify({ content: 'x'.repeat(1024 * 1024) });

/** The content type and payload a transport sends for a body (undefined: the route takes none). */
export function encodeBody(
  body: unknown,
  how: Transport,
): { headers: Record<string, string>; payload?: string | Buffer; label?: string } {
  const json = (payload: string | Buffer, label?: string) => ({
    headers: { 'content-type': 'application/json' },
    payload,
    label,
  });
  switch (how.kind) {
    case 'json':
      return body === undefined ? { headers: {} } : json(JSON.stringify(body));
    case 'no body':
      return { headers: {}, label: 'no body' };
    case 'empty JSON':
      return json('', 'empty JSON body');
    case 'broken JSON':
      return json(how.payload, 'broken JSON');
    case 'over the body limit':
      return json(overLimit, 'body over 1 MiB');
    case 'media type': {
      const payload = how.contentType.startsWith('multipart/')
        ? '--fuzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--fuzz--\r\n'
        : how.contentType.includes('urlencoded')
          ? 'title=x&content=%00'
          : JSON.stringify(body ?? {});
      return { headers: { 'content-type': how.contentType }, payload, label: `as ${how.contentType}` };
    }
  }
}
