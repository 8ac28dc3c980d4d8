import { unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from '@remix-run/node';

/** A posted file as the operations take it (its bytes, name and the browser's type; the operations check the content). */
export interface PostedFile {
  buffer: Buffer;
  filename: string;
  mime: string;
}

/**
 * A form's body: multipart with file parts up to `maxPartBytes` (the body guard has already bounded
 * the whole request), else the urlencoded form. Null when a part is larger than that.
 */
export async function readUploadForm(request: Request, maxPartBytes: number): Promise<FormData | null> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return request.formData();
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxPartBytes }));
  } catch {
    return null;
  }
}

/** A posted file, or null when none was chosen. */
export async function postedFile(value: unknown): Promise<PostedFile | null> {
  if (!(value instanceof File) || value.size === 0) return null;
  return { buffer: Buffer.from(await value.arrayBuffer()), filename: value.name, mime: value.type };
}
