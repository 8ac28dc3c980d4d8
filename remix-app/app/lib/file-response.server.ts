/**
 * A stored file answered to its authorised reader: its type, length, private and never cached or
 * sniffed; with a file name it is an attachment (or `inline`) named in ASCII and in UTF-8 (RFC 6266).
 */
export function fileResponse(file: { buffer: Buffer; contentType: string; filename?: string | null }, options: { inline?: boolean } = {}): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.buffer.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.filename) {
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    headers['Content-Disposition'] = `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  }
  return new Response(new Uint8Array(file.buffer), { status: 200, headers });
}
