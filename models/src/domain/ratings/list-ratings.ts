import { Op, type Order as SqlOrder, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { RATING_SORT_FIELDS, ratingListFilterSchema, type RatingSortField } from '../../schemas/application-rating';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { RATING_LIST_FAIL, type RatingJson, toRatingJson, ratingIncludes } from './shared';

export interface ListRatingsInput {
  actor: Actor;
  /** {is_public: 1 shown | 0 hidden, rating: 1–5, q: reference, customer name or e-mail} */
  filter?: Record<string, unknown>;
  sort?: { field: RatingSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

const SEARCHED = ['Application.reference', 'user.name', 'user.email'];

/**
 * G-50 (ADM ratings list, ACL: SA and AD): one page of the rated applications — filtered, searched,
 * sorted and counted in SQL, newest rating first by default. Bad parameters: 'Fail to retrieve list'.
 */
export async function listRatings(input: ListRatingsInput, options: OperationOptions = {}): Promise<ListResult<RatingJson>> {
  assertAllowed(input.actor, 'ratings', 'list', RATING_LIST_FAIL);
  const parsed = ratingListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'rated_at', order: 'DESC' };
  if (!parsed.success || !(RATING_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RATING_LIST_FAIL);
  }
  const conditions: WhereOptions[] = [{ rating: { [Op.between]: [1, 5] } }];
  if (parsed.data.is_public !== undefined) conditions.push({ is_public: parsed.data.is_public });
  if (parsed.data.rating !== undefined) conditions.push({ rating: parsed.data.rating });
  if (parsed.data.q) conditions.push(likeAny(SEARCHED, parsed.data.q));
  const where = { [Op.and]: conditions } as WhereOptions<Application>;
  const order: SqlOrder = stableOrder(sort);
  const { offset, limit } = pageWindow(input);
  const include = ratingIncludes();
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    Application.count({
      where,
      include,
      distinct: true,
      col: 'id',
      transaction,
    }),
    Application.findAll({
      where,
      include,
      order,
      offset,
      limit,
      subQuery: false,
      transaction,
    }),
  ]);
  return { rows: rows.map(toRatingJson), total, offset, limit };
}
