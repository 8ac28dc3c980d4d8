import { isAppError, MB_BYTES, ROLE, UPLOAD_MAX_MB_CEILING, type RouteEntry } from '@iprenew/models';
import { data } from '@remix-run/node';
import type { FileActionAnswer } from '~/components/application-files/answer';
import { notFound } from '~/lib/guard.server';
import { fileResponse } from '~/lib/file-response.server';
import { readUploadForm } from '~/lib/upload.server';

/**
 * The files card's resource routes (AGT-16, AGT-25, AGT-28..33, G-45, G-53): thin callers of the
 * application-files operations. Actions answer the card's fetchers with `{ ok, message, fieldErrors }`
 * (message keys, the AppError's status); downloads are private, never cached, never sniffed.
 */

/** Agent actions on one job: the page's own route (ACL: agents only; another agent's job is the operation's 404). */
export const AGENT_JOB_ROUTE = 'dashboard.application.id';

/** The file and logo downloads: the assigned agent and the owning customer (the operations check which application). */
export const APPLICATION_DOWNLOAD_ROUTE: RouteEntry = {
  key: 'dashboard.application.files.download',
  path: '/dashboard/application/:id/files/:fileId',
  app: 'remix',
  access: [ROLE.AGENT, ROLE.MEMBER],
  spec: 'api/file (G-45 authorised download)',
};


/** The multipart form of an upload, parts up to the ceiling of the configured size (the operation applies the setting); null when too large. */
export const uploadForm = (request: Request): Promise<FormData | null> => readUploadForm(request, UPLOAD_MAX_MB_CEILING * MB_BYTES);

/** The answer of an operation: its success message, or its refusal (status, message, field errors). */
export async function answer(fail: string, run: () => Promise<{ message: string }>) {
  try {
    const { message } = await run();
    return data<FileActionAnswer>({ ok: true, message, fieldErrors: {} });
  } catch (error) {
    if (!isAppError(error)) {
      console.error('[application files]', error);
      return data<FileActionAnswer>({ ok: false, message: fail, fieldErrors: {} }, { status: 500 });
    }
    return data<FileActionAnswer>({ ok: false, message: error.messageKey, fieldErrors: error.fieldErrors }, { status: error.status });
  }
}

/** A form the parser refused (its shape, or an unknown intent): 400 with the action's failure message. */
export const refused = (fail: string) => data<FileActionAnswer>({ ok: false, message: fail, fieldErrors: {} }, { status: 400 });

/** A refused upload that was too large to read: the size message next to the file input. */
export const tooLarge = (fail: string, field = 'file', key = 'files:validation.file_size') =>
  data<FileActionAnswer>({ ok: false, message: fail, fieldErrors: { [field]: [key] } }, { status: 413 });

/** A file to the browser: attachment unless `inline`, private and never sniffed. Missing or someone else's: 404. */
export async function download(read: () => Promise<{ buffer: Buffer; filename: string; contentType: string }>, inline = false): Promise<Response> {
  try {
    return fileResponse(await read(), { inline });
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) throw notFound();
    throw error;
  }
}
