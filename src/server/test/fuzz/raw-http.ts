import net from 'node:net';
import type { Answer } from './contract';

/** A request written byte for byte, for what app.inject cannot send: Node's own parser answers these. */
export interface RawCase {
  name: string;
  method: string;
  target: string;
  bytes: Buffer;
}

const crlf = '\r\n';
const head = (lines: string[]) => Buffer.from(lines.join(crlf) + crlf + crlf, 'latin1');
const upgrade = (key: string, version = '13') => [
  'Upgrade: websocket',
  'Connection: Upgrade',
  `Sec-WebSocket-Version: ${version}`,
  `Sec-WebSocket-Key: ${key}`,
];
const validKey = 'dGhlIHNhbXBsZSBub25jZQ==';

function raw(name: string, requestLine: string, headers: string[], body: string | Buffer = ''): RawCase {
  const [method, target] = requestLine.split(' ') as [string, string];
  return { name, method, target, bytes: Buffer.concat([head([requestLine, ...headers]), Buffer.from(body)]) };
}

const get = (name: string, target: string, headers: string[] = []) =>
  raw(name, `GET ${target} HTTP/1.1`, ['Host: localhost', ...headers, 'Connection: close']);

const post = (name: string, contentType: string, body: string, headers: string[] = []) =>
  raw(
    name,
    'POST /api/v1/auth/code HTTP/1.1',
    [
      'Host: localhost',
      `Content-Type: ${contentType}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...headers,
      'Connection: close',
    ],
    body,
  );

const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}${crlf}${text}${crlf}`;
const half = 'x'.repeat(600_000);
const bigChunked = `${chunk(`{"email":"${half}`)}${chunk(`${half}"}`)}0${crlf}${crlf}`;

/** Sizes, media types and malformed requests at the HTTP level (413, 414, 415, 431 and Node's 400s). */
export function rawCases(): RawCase[] {
  return [
    get('a 20 kB header (431)', '/api/v1/requests', [`X-Big: ${'a'.repeat(20_000)}`]),
    get('a 20 kB session cookie (431)', '/api/v1/auth/session', [
      `Cookie: ilii_session=${'a'.repeat(20_000)}`,
    ]),
    get(
      '3,000 headers',
      '/api/v1/requests',
      Array.from({ length: 3000 }, (_, i) => `X-H${i}: 1`),
    ),
    get('a 20 kB query string (431/414)', `/api/v1/requests?search=${'a'.repeat(20_000)}`),
    get('a 200-character path parameter (414)', `/api/v1/requests/${'a'.repeat(200)}`),
    get('a 200-character page segment', `/${'a'.repeat(200)}`),
    post(
      'a JSON body over 1 MiB (413)',
      'application/json',
      JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    ),
    raw(
      'Content-Length of 10 GB (413)',
      'POST /api/v1/auth/code HTTP/1.1',
      [
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 10000000000',
        'Connection: close',
      ],
      '{}',
    ),
    raw(
      'a chunked body over 1 MiB (413)',
      'POST /api/v1/auth/code HTTP/1.1',
      [
        'Host: localhost',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Connection: close',
      ],
      bigChunked,
    ),
    post('application/xml (415)', 'application/xml', '<email>x@example.com</email>'),
    post(
      'multipart/form-data (415)',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--\r\n',
    ),
    post('text/plain to a JSON route', 'text/plain', 'x@example.com'),
    post('form-urlencoded to a JSON route', 'application/x-www-form-urlencoded', 'email=x%40example.com'),
    raw(
      'a Content-Length that is not a number',
      'POST /api/v1/auth/code HTTP/1.1',
      ['Host: localhost', 'Content-Type: application/json', 'Content-Length: abc', 'Connection: close'],
      '{}',
    ),
    raw(
      'Content-Length and Transfer-Encoding together',
      'POST /api/v1/auth/code HTTP/1.1',
      [
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Transfer-Encoding: chunked',
        'Connection: close',
      ],
      `2${crlf}{}${crlf}0${crlf}${crlf}`,
    ),
    raw('a NUL byte in the request line', 'GET /\u0000 HTTP/1.1', ['Host: localhost', 'Connection: close']),
    raw('a space in the path', 'GET /a b HTTP/1.1', ['Host: localhost', 'Connection: close']),
    {
      ...get('a lone surrogate as raw WTF-8 bytes in the path', '/api/v1/requests/x'),
      bytes: Buffer.concat([
        Buffer.from('GET /api/v1/requests/'),
        Buffer.from([0xed, 0xa0, 0x80]),
        head([' HTTP/1.1', 'Host: localhost', 'Connection: close']),
      ]),
    },
    get('a NUL byte in a header value', '/api/v1/requests', ['X-A: b\u0000c']),
    raw('an unknown method', 'BREW /api/v1/requests HTTP/1.1', ['Host: localhost', 'Connection: close']),
    raw('no Host header', 'GET /api/v1/requests HTTP/1.1', ['Connection: close']),
    { name: 'garbage instead of HTTP', method: '?', target: '?', bytes: Buffer.from(`hello${crlf}${crlf}`) },
    get('broken percent-encoding in the path', '/api/v1/requests/%E0%A4%A'),
    get('broken percent-encoding in a page path', '/%E0%A4%A'),
    raw('a WebSocket upgrade with a bad key', 'GET /api/v1/live HTTP/1.1', [
      'Host: localhost',
      ...upgrade('x'),
    ]),
    raw('a WebSocket upgrade of version 99', 'GET /api/v1/live HTTP/1.1', [
      'Host: localhost',
      ...upgrade(validKey, '99'),
    ]),
    raw('a WebSocket upgrade to an unknown path', 'GET /api/v1/nowhere HTTP/1.1', [
      'Host: localhost',
      ...upgrade(validKey),
    ]),
    raw('a WebSocket upgrade to a JSON route', 'GET /api/v1/requests HTTP/1.1', [
      'Host: localhost',
      ...upgrade(validKey),
    ]),
  ];
}

/** Writes the bytes to a fresh connection and reads one answer (null when the server sends none). */
export function exchange(port: number, bytes: Buffer, timeoutMs = 5000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      socket.destroy();
      resolve(parseAnswer(received));
    };
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (isComplete(received)) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.setTimeout(timeoutMs, finish);
    socket.write(bytes, () => {});
  });
}

function isComplete(bytes: Buffer): boolean {
  const answer = parseAnswer(bytes);
  if (!answer) return false;
  if (answer.status === 101) return true;
  const length = Number(answer.headers['content-length'] ?? Number.NaN);
  return Number.isFinite(length) && Buffer.byteLength(answer.body) >= length;
}

function parseAnswer(bytes: Buffer): Answer | null {
  const text = bytes.toString('utf8');
  const end = text.indexOf(crlf + crlf);
  if (end < 0) return null;
  const [statusLine, ...headerLines] = text.slice(0, end).split(crlf);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!status) return null;
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
  return { status, headers, body };
}
