import { getRating, listRatings, RATING_LIST_FAIL, RATING_SORT_FIELDS, RATING_UPDATE_FAIL, setRatingVisibility, type RatingSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { messageInit } from './products.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/ratings in the ra-data-simple-rest protocol (G-50, ADR 045), SA and AD:
 *   GET /api/admin/ratings?sort=["rated_at","DESC"]&range=[0,9]&filter={"is_public":0,"rating":5,"q":"EP1"} → rows + Content-Range
 *   GET /api/admin/ratings/:id → one rated application
 *   PUT /api/admin/ratings/:id {is_public} → hide or show the review on the public page, the message in X-Message
 */
const RESOURCE = 'ratings';
const LIST = {
  sortFields: RATING_SORT_FIELDS,
  defaultSort: { field: 'rated_at' as RatingSortField, order: 'DESC' as const },
  messageKey: RATING_LIST_FAIL,
};

export const listRatingResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) =>
    listResponse(
      RESOURCE,
      await listRatings({
        actor,
        ...parseListParams<RatingSortField>(new URL(request.url), LIST),
      })
    )
  );

export const getRatingResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => jsonResponse(await getRating({ actor, id: parseId(rawId, RATING_LIST_FAIL) })));

export const updateRatingResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'update', async ({ actor, t }) => {
    const applicationId = parseId(rawId, RATING_UPDATE_FAIL);
    const body = await readJsonObject(request, RATING_UPDATE_FAIL);
    const result = await setRatingVisibility({
      actor,
      applicationId,
      isPublic: body.is_public,
    });
    return jsonResponse(result.rating, messageInit(t(result.message)));
  });
