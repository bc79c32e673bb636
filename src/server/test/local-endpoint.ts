import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EndpointHandler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

export interface SeenRequest {
  url?: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A real HTTP server on 127.0.0.1 playing an OpenAI-compatible endpoint: each test chooses its
 * answer (`answerWith`, or a handler of its own) and reads the requests it received (`seen`).
 */
export interface LocalEndpoint {
  baseUrl: string;
  seen: SeenRequest[];
  handle(handler: EndpointHandler): void;
  answerWith(content: unknown, status?: number): void;
  close(): Promise<void>;
}

export async function startLocalEndpoint(): Promise<LocalEndpoint> {
  const seen: SeenRequest[] = [];
  let handler: EndpointHandler = (_request, _body, response) => response.writeHead(500).end();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ url: request.url, headers: request.headers, body: body ? JSON.parse(body) : {} });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    handle(next) {
      handler = next;
    },
    answerWith(content, status = 200) {
      handler = (_request, _body, response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof content === 'string' ? content : JSON.stringify(content));
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The address of a port nothing listens on (it was free a moment ago). */
export async function unusedAddress(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}
