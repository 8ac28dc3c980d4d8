import { isAppError, readNewsImage } from '@iprenew/models';
import type { LoaderFunctionArgs } from '@remix-run/node';

/**
 * GET /news-content/:id/image/:index — an image of a published news item (PUB-25, PUB-26, G-45),
 * read from storage. Only while the item is published (G-51): anything else is 404. Short cache, as
 * an item can be unpublished.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const image = await readNewsImage({ id: params.id, index: params.index });
    return new Response(Uint8Array.from(image.data), {
      headers: {
        'Content-Type': image.mime,
        'Content-Length': String(image.data.length),
        'Content-Disposition': `inline; filename="${image.filename.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    throw error;
  }
}
