import { Op } from 'sequelize';
import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import { AppError, isAppError } from '../../errors/index';
import { Application } from '../../models/application';
import { applicationRatingSchema } from '../../schemas/application-rating';
import { placeId } from '../places/index';
import { type Actor, assertRole, inTransaction, type OperationOptions, orFail, parseInput } from '../kernel/index';
import { completeApplication } from './complete-application';
import { applicationWorkflowJson, type ApplicationWorkflowJson } from './shared';
import { ownerMayRate } from './workflow';

/** POR-33, POR-34: 'Rating_Required', 'Success_Rate_Application' and 'Fail_Rate_Application'. */
export const RATING_REQUIRED = 'applications:customer.rate.required';
export const RATE_SUCCESS = 'applications:customer.rate.success';
export const RATE_FAIL = 'applications:customer.rate.fail';

/**
 * Rate (POR-32..35, AMB-28, G-50, ADR 042): the owner's stars (1–5), review (≤ 1000 characters) and
 * is_anonymous on an acknowledged Certificate Ready application, then Completed through the machine
 * (completeApplication: completed_at, the IP rolled forward once) — all in one transaction. Bad input
 * is 422 (no stars: 'Rating is Required'), another customer's or a missing application 404, other
 * roles 403, any other state (not acknowledged, already rated, auto-completed) 409 'Fail to rate
 * application'; nothing changes then. The rating is written by a conditional UPDATE (still Certificate
 * Ready, acknowledged, not rated), so two tabs rating at once leave exactly one rating.
 */
export async function rateApplication(
  input: { actor: Actor; applicationId: unknown; rating?: unknown; review?: unknown; is_anonymous?: unknown },
  options: OperationOptions = {},
): Promise<{ message: string; application: ApplicationWorkflowJson }> {
  const { actor } = input;
  assertRole(actor, [ROLE.MEMBER], RATE_FAIL);
  const id = placeId(input.applicationId);
  if (id === null) throw new AppError('NOT_FOUND', RATE_FAIL);
  const form = parseInput(applicationRatingSchema, { rating: input.rating, review: input.review, is_anonymous: input.is_anonymous }, RATING_REQUIRED);
  const application = await orFail(RATE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const found = await Application.findOne({ where: { id, user_id: actor.id }, transaction });
      if (!found) throw new AppError('NOT_FOUND', RATE_FAIL);
      if (!ownerMayRate(found)) throw new AppError('CONFLICT', RATE_FAIL);
      const [rated] = await Application.update(
        { rating: form.rating, review: form.review ?? null, is_anonymous: form.is_anonymous, is_public: true, rated_at: new Date() },
        { where: { id, user_id: actor.id, status_id: APPLICATION_STATUS.CERTIFICATE_READY, acknowledge: true, [Op.or]: [{ rating: null }, { rating: 0 }] }, transaction },
      );
      if (rated === 0) throw new AppError('CONFLICT', RATE_FAIL);
      const completed = await completeApplication({ actor, applicationId: id }, { transaction }).catch((error: unknown) => {
        // The machine refused (a 404/409 of the step): this rating's answer, not the step's.
        throw isAppError(error) ? new AppError('CONFLICT', RATE_FAIL, { cause: error }) : error;
      });
      if (!completed.completed) throw new AppError('CONFLICT', RATE_FAIL);
      return Application.findByPk(id, { transaction, rejectOnEmpty: true });
    }),
  );
  return { message: RATE_SUCCESS, application: applicationWorkflowJson(application) };
}
