import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../config/storage-config';

/**
 * A local S3-compatible server for tests and bench/ (s3rver, from npm): a real HTTP server on
 * 127.0.0.1 and a free port, its objects in a temporary folder, one bucket made at start.
 *
 * s3rver ignores `If-None-Match` on writes. With `conditionalWrites: true` a small loopback proxy in
 * front of it answers conditional writes the way AWS S3 and MinIO do: a PUT or a
 * CompleteMultipartUpload carrying `If-None-Match: *` is refused with 412 PreconditionFailed when
 * the key exists, writes to one key taken one at a time so the check and the write cannot
 * interleave. Everything else is passed through unchanged (the client's signature still holds:
 * the Host header is kept).
 */
export interface TestS3Server {
  /** The URL the SDK talks to (the proxy's with conditionalWrites). */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects. */
  directory: string;
  /** s3rver's own URL (no conditional writes). */
  s3rverEndpoint: string;
  /** The S3 storage configuration for this server (the STORAGE_DRIVER=s3 settings). */
  storageConfig: S3StorageConfig;
  /** The same as environment variables (STORAGE_DRIVER, S3_BUCKET, S3_ENDPOINT, …). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface TestS3ServerOptions {
  bucket?: string;
  /** Keep the objects here (default: a new temporary folder, removed on close). */
  directory?: string;
  port?: number;
  conditionalWrites?: boolean;
  prefix?: string;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export async function startTestS3Server(options: TestS3ServerOptions = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'iprenew-test';
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'iprenew-s3rver-'));
  // s3rver has no type declarations; it is a root development dependency (tests and bench/ only).
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass };
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: options.conditionalWrites ? 0 : (options.port ?? 0),
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3rver.run();
  const s3rverEndpoint = `http://127.0.0.1:${port}`;
  const proxy = options.conditionalWrites ? await startConditionalWriteProxy(port, options.port ?? 0) : null;
  const endpoint = proxy ? `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` : s3rverEndpoint;

  const storageConfig: S3StorageConfig = {
    driver: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    prefix: options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '',
  };
  return {
    endpoint,
    bucket,
    directory,
    s3rverEndpoint,
    storageConfig,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
    },
    async close() {
      // The SDK keeps connections alive: close them, or close() waits for their idle timeout.
      if (proxy) {
        const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
        proxy.closeAllConnections();
        await closed;
      }
      const closed = s3rver.close();
      s3rver.httpServer?.closeAllConnections();
      await closed;
      if (ownDirectory) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Whether a request is a write of a whole object: PUT (not a part, not a copy) or CompleteMultipartUpload. */
function isObjectWrite(req: IncomingMessage, url: URL): boolean {
  if (req.method === 'PUT') return !url.searchParams.has('partNumber') && !req.headers['x-amz-copy-source'] && url.pathname.split('/').length > 2;
  return req.method === 'POST' && url.searchParams.has('uploadId');
}

async function startConditionalWriteProxy(upstreamPort: number, port: number): Promise<Server> {
  const queues = new Map<string, Promise<void>>();

  const forward = (req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', resolve);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
        resolve();
      });
      req.pipe(upstream);
    });

  const objectExists = (objectPath: string): Promise<boolean> =>
    new Promise((resolve, reject) => {
      const head = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path: objectPath }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      });
      head.on('error', reject);
      head.end();
    });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    if (req.headers['if-none-match'] !== '*' || !isObjectWrite(req, url)) {
      void forward(req, res);
      return;
    }
    const key = url.pathname;
    const previous = queues.get(key) ?? Promise.resolve();
    const turn = previous.then(async () => {
      if (await objectExists(key)) {
        req.resume();
        res.writeHead(412, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>');
        return;
      }
      await forward(req, res);
    });
    const settled = turn.catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}
