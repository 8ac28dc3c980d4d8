import type { NextFunction, Request, Response } from 'express';
import { BROADCAST_ATTACHMENTS_TOTAL_MAX_BYTES, BROADCAST_HTML_FILE_MAX_BYTES, FORM_SHAPE_MESSAGES, formShapeProblem, IMPORT_MAX_BYTES, LOGO_MAX_BYTES, MB_BYTES, SLIP_MAX_BYTES, UPLOAD_MAX_MB_CEILING } from '@iprenew/models';
import { translate } from '../app/lib/i18n.server';
import { isWebhookPath } from './origin';
import { expressLanguage } from './request';

/**
 * Request bodies (issue 11, ADR 019). Every POST/PUT/PATCH/DELETE body is read HERE, before Remix,
 * counting bytes as they arrive — whatever Content-Length says, chunked bodies included — and
 * refused with 413 the moment it passes its route's limit (the rest is never buffered). Then:
 * - Remix pages (form actions) accept only application/x-www-form-urlencoded and multipart/form-data
 *   → else 415 (an empty body is an empty urlencoded form, whatever its declared type); the form must
 *   parse, and its field names pass the structural bounds of `formShapeProblem` (index ≤ 99,
 *   ≤ 1,000 fields…) → else 400, before anything turns them into nested objects;
 * - /api/* accepts only application/json when a body is sent (react-admin's DELETE sends an empty
 *   text/plain body, which is fine) → else 415;
 * - /webhooks/* only gets its size limit: the providers' signatures authenticate the rest.
 * The body is kept in `res.locals.body` for the Remix handler (server/remix-handler.ts).
 */

export const KB = 1024;
export const MB = 1024 * KB;

/** Margin above an upload's own limit for the form's other fields and the multipart framing. */
const UPLOAD_MARGIN = 1 * MB;

export const BODY_LIMITS = {
  form: 1 * MB,
  api: 1 * MB,
  webhook: 256 * KB,
  /** The request forms that carry a logo (POR-18: 1 MB). */
  logoForm: LOGO_MAX_BYTES + UPLOAD_MARGIN,
  /** The console's IP logo upload (POR-18: 1 MB, sent as base64 JSON, ADM.d). */
  logoApi: 2 * LOGO_MAX_BYTES,
  /** The pay-later slip (ORD-55: 5 MB). */
  slipForm: SLIP_MAX_BYTES + UPLOAD_MARGIN,
  /** The portfolio import's spreadsheet (issue 18, ADR 075: 5 MB). */
  importForm: IMPORT_MAX_BYTES + UPLOAD_MARGIN,
  /** Application files — steps, extra files, re-uploads, SD (ADR 036: the configured size, at most the ceiling; the operation applies the setting). */
  applicationFileForm: UPLOAD_MAX_MB_CEILING * MB_BYTES + UPLOAD_MARGIN,
  /** The console's news form with its images (ADM-52: each within the configured size, all within the ceiling). */
  newsApi: UPLOAD_MAX_MB_CEILING * MB_BYTES + UPLOAD_MARGIN,
  /** The feedback form's proof files together (ADR 043: each within the configured size, all within the ceiling). */
  reportForm: UPLOAD_MAX_MB_CEILING * MB_BYTES + UPLOAD_MARGIN,
  /** A broadcast e-mail's form (ADR 062): its new attachments together, the HTML file and the message. */
  broadcastApi: BROADCAST_ATTACHMENTS_TOTAL_MAX_BYTES + BROADCAST_HTML_FILE_MAX_BYTES + UPLOAD_MARGIN,
} as const;

const LOGO_FORM = /^\/dashboard\/(apply|search|cart\/detail\/[^/]+|application\/\d+\/logo)\/?$/;
/** The job page (its step form) and the files card's uploads. */
const APPLICATION_FILE_FORM = /^\/dashboard\/(application\/\d+(\/files(\/\d+)?|\/sd)?|(jobs|history)\/[^/]+\/\d+)\/?$/;
const SLIP_FORM = /^\/dashboard\/cart\/payment\/response\/?$/;
const REPORT_FORM = /^\/dashboard\/report\/?$/;
const IMPORT_FORM = /^\/dashboard\/ip\/import\/?$/;
const LOGO_API = /^\/api\/admin\/ip-records\/[^/]+\/logo\/?$/;
/** Set To Paid with its payout proof file (SET-26): multipart (or JSON without a file), within the upload ceiling. */
const SETTLEMENT_PAY_API = /^\/api\/admin\/settlements\/pay\/?$/;
/** The news form with its images (ADM-53): multipart, or JSON without images. */
const NEWS_API = /^\/api\/admin\/news(\/\d+)?\/?$/;
/** Store and update of a broadcast e-mail (ADM-60): multipart with the HTML file and the attachments, or JSON. */
const BROADCAST_API = /^\/api\/admin\/emails(\/\d+)?\/?$/;

export type BodyKind = 'form' | 'api' | 'uploadApi' | 'webhook';

/** What a path's body is, and its limit in bytes. Remix's data requests (`/x.data`) are the page's. */
export function bodyRule(path: string): { kind: BodyKind; limit: number } {
  if (isWebhookPath(path)) return { kind: 'webhook', limit: BODY_LIMITS.webhook };
  if (LOGO_API.test(path)) return { kind: 'api', limit: BODY_LIMITS.logoApi };
  if (SETTLEMENT_PAY_API.test(path)) return { kind: 'uploadApi', limit: BODY_LIMITS.applicationFileForm };
  if (NEWS_API.test(path)) return { kind: 'uploadApi', limit: BODY_LIMITS.newsApi };
  if (BROADCAST_API.test(path)) return { kind: 'uploadApi', limit: BODY_LIMITS.broadcastApi };
  if (path.startsWith('/api/')) return { kind: 'api', limit: BODY_LIMITS.api };
  const page = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
  if (SLIP_FORM.test(page)) return { kind: 'form', limit: BODY_LIMITS.slipForm };
  if (REPORT_FORM.test(page)) return { kind: 'form', limit: BODY_LIMITS.reportForm };
  if (IMPORT_FORM.test(page)) return { kind: 'form', limit: BODY_LIMITS.importForm };
  if (LOGO_FORM.test(page)) return { kind: 'form', limit: BODY_LIMITS.logoForm };
  if (APPLICATION_FILE_FORM.test(page)) return { kind: 'form', limit: BODY_LIMITS.applicationFileForm };
  return { kind: 'form', limit: BODY_LIMITS.form };
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether a non-empty body of this Content-Type is accepted on a path of this kind. */
export function acceptsContentType(kind: BodyKind, contentType: string | undefined): boolean {
  if (kind === 'webhook') return true;
  const type = mediaType(contentType);
  if (kind === 'uploadApi') return type === 'application/json' || type === 'multipart/form-data';
  return kind === 'api' ? type === 'application/json' : FORM_TYPES.includes(type);
}

const formatBytes = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`);

/**
 * The entries of a form body, parsed as Remix will parse it (flat name/value pairs: nothing nested is
 * built here, and the body is already bounded); null when it is not a readable form (a broken
 * multipart body made every action answer 500).
 */
export async function formEntries(body: Buffer, contentType: string | undefined): Promise<[string, FormDataEntryValue][] | null> {
  try {
    const form = await new globalThis.Response(new Uint8Array(body), { headers: { 'Content-Type': contentType ?? '' } }).formData();
    return [...form.entries()];
  } catch {
    return null;
  }
}

async function refuse(req: Request, res: Response, status: number, key: string, params: Record<string, unknown> = {}) {
  const message = translate(await expressLanguage(req), key, params);
  res.status(status).set({ 'Cache-Control': 'no-store', Connection: 'close' });
  if (req.path.startsWith('/api/') || isWebhookPath(req.path) || (req.get('accept') ?? '').includes('application/json')) {
    res.type('application/json').send(JSON.stringify({ message }));
  } else {
    res.type('text/plain').send(message);
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads the body up to `limit` bytes; null (and the stream left to be dropped) when it is larger. */
function readLimited(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        // Stop buffering; keep draining into nothing so the client can read the 413 answer.
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export function bodyGuard() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method)) return next();
    try {
      const { kind, limit } = bodyRule(req.path);
      const tooLarge = () => refuse(req, res, 413, 'auth:request.body_too_large', { limit: formatBytes(limit) });
      const declared = req.get('content-length');
      if (declared !== undefined && Number(declared) > limit) {
        req.resume();
        return await tooLarge();
      }
      const body = await readLimited(req, limit);
      if (!body) return await tooLarge();
      res.locals.body = body;
      const contentType = req.get('content-type');
      if (body.length === 0) {
        // An empty body is an empty form to a page: Remix's formData() throws without a form type, and
        // on an empty multipart body (no parts, not even the closing boundary) — a 500 the fuzz found.
        if (kind === 'form') req.headers['content-type'] = 'application/x-www-form-urlencoded';
        return next();
      }
      if (!acceptsContentType(kind, contentType)) {
        const accepted = kind === 'api' ? 'application/json' : kind === 'uploadApi' ? 'application/json, multipart/form-data' : FORM_TYPES.join(', ');
        return await refuse(req, res, 415, 'auth:request.unsupported_type', { accepted });
      }
      if (kind === 'form') {
        const entries = await formEntries(body, contentType);
        const problem = entries ? formShapeProblem(entries) : 'bad_control';
        if (problem) return await refuse(req, res, 400, FORM_SHAPE_MESSAGES[problem]);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
