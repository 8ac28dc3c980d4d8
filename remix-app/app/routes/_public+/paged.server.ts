import type { Paged } from '@iprenew/models';

/**
 * The loader of a public paged list (news, reviews): reads `?page=` and answers the page, or 404 for
 * a page past the end (the first page always exists, even when empty).
 */
export async function loadPage<T>(request: Request, list: (input: { page: string | null }) => Promise<Paged<T>>): Promise<Paged<T>> {
  const result = await list({ page: new URL(request.url).searchParams.get('page') });
  if (result.data.length === 0 && result.meta.current_page > 1) throw new Response('Not Found', { status: 404 });
  return result;
}
