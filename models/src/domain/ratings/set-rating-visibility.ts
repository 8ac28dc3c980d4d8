import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ratingVisibilitySchema } from '../../schemas/application-rating';
import { assertAllowed, type Actor, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { RATING_HIDDEN, RATING_SHOWN, RATING_UPDATE_FAIL, type RatingJson, toRatingJson, ratingIncludes } from './shared';

export interface SetRatingVisibilityInput {
  actor: Actor;
  applicationId: number;
  /** true shows the review on the public page, false hides it; '1'/'0' accepted. */
  isPublic: unknown;
}

/**
 * G-50 (ADR 045): SA/AD hide or show a customer's review on the public 'What others say' page by its
 * `is_public` flag. Only an application that has a rating (1–5); setting the flag it already has
 * changes nothing and writes no audit row (idempotent); a change is kept in the staff audit log (G-65).
 * Anything else: 'Fail to update the review', nothing changed.
 */
export async function setRatingVisibility(input: SetRatingVisibilityInput, options: OperationOptions = {}): Promise<{ rating: RatingJson; message: string }> {
  assertAllowed(input.actor, 'ratings', 'update', RATING_UPDATE_FAIL);
  const parsed = ratingVisibilitySchema.safeParse({
    is_public: input.isPublic,
  });
  const id = Number(input.applicationId);
  if (!parsed.success || !Number.isSafeInteger(id) || id < 1) throw new AppError('BAD_REQUEST', RATING_UPDATE_FAIL);
  const isPublic = parsed.data.is_public;
  return inTransaction(options, async (transaction) => {
    const application = await Application.findOne({
      where: { id, rating: { [Op.between]: [1, 5] } },
      include: ratingIncludes(),
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!application) throw new AppError('NOT_FOUND', RATING_UPDATE_FAIL);
    const before = Boolean(application.is_public);
    if (before !== isPublic) {
      await application.update({ is_public: isPublic }, { transaction });
      await writeAudit(
        input.actor,
        {
          action: 'rating.visibility',
          targetType: 'application',
          targetId: id,
          before: { is_public: before },
          after: { is_public: isPublic },
        },
        transaction
      );
    }
    return {
      rating: toRatingJson(application),
      message: isPublic ? RATING_SHOWN : RATING_HIDDEN,
    };
  });
}
