import { isAppError } from '@iprenew/models';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/** Largest webhook body accepted (providers send a few kB). */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * The answer of a provider webhook: 405 for anything but POST, 413 for an oversized body, 400 with
 * the reason when the event is refused (bad signature), 500 on an unexpected failure (the provider
 * resends later), else 200 with what was done.
 */
export async function webhookAnswer(request: Request, handle: (payload: Buffer) => Promise<{ eventId: string; type: string; result: string; reference: string | null }>): Promise<Response> {
  if (request.method !== 'POST') return new Response(JSON.stringify({ message: 'Method Not Allowed' }), { status: 405, headers: { ...JSON_HEADERS, Allow: 'POST' } });
  const payload = Buffer.from(await request.arrayBuffer());
  if (payload.length > MAX_BODY_BYTES) return new Response(JSON.stringify({ message: 'Payload Too Large' }), { status: 413, headers: JSON_HEADERS });
  try {
    const { eventId, type, result, reference } = await handle(payload);
    return new Response(JSON.stringify({ received: true, id: eventId, type, result, reference }), { status: 200, headers: JSON_HEADERS });
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      return new Response(JSON.stringify({ message: error.messageKey }), { status: error.status, headers: JSON_HEADERS });
    }
    console.error('[webhooks]', error);
    return new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500, headers: JSON_HEADERS });
  }
}
