import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 and a random port for tests of outbound calls (rates provider,
 * human-verification provider). `handler` decides each answer; `requests` records what was asked.
 * Not a mock: the code under test speaks HTTP over a socket.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

export interface TestHttpServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestHttpServer(
  handler: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `body` as JSON (or as raw text when it is a string). */
export function answerJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A port on 127.0.0.1 that nothing listens on (opened, then closed). */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
