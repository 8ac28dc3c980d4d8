import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { assertAllowed, type Actor, type OperationOptions } from '../kernel/index';
import { RATING_LIST_FAIL, type RatingJson, toRatingJson, ratingIncludes } from './shared';

/** G-50: one rated application as the console's ratings list shows it (SA/AD); not rated or unknown: 404. */
export async function getRating(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<RatingJson> {
  assertAllowed(input.actor, 'ratings', 'read', RATING_LIST_FAIL);
  const id = Number(input.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('BAD_REQUEST', RATING_LIST_FAIL);
  const application = await Application.findOne({
    where: { id, rating: { [Op.between]: [1, 5] } },
    include: ratingIncludes(),
    transaction: options.transaction,
  });
  if (!application) throw new AppError('NOT_FOUND', RATING_LIST_FAIL);
  return toRatingJson(application);
}
