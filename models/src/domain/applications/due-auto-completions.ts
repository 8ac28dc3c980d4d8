import { Op } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { AUTO_COMPLETE_DAYS, autoCompleteDue } from './workflow';

/** At most this many applications per run; the next run takes the rest. */
export const AUTO_COMPLETE_BATCH = 500;

/**
 * G-36 (issue 13 §1): the applications the day-14 job completes now — Certificate Ready for at least
 * 14 days, counted from the certificate upload, or from the delivery when one was requested (a
 * requested delivery not yet delivered is not due). Oldest first, bounded by AUTO_COMPLETE_BATCH;
 * the rule itself is workflow's `autoCompleteDue`, applied to the rows the database pre-selects.
 */
export async function dueAutoCompletions({ actor, now }: { actor: SystemActor; now: Date }): Promise<number[]> {
  assertSystemActor(actor);
  const cutoff = new Date(now.getTime() - AUTO_COMPLETE_DAYS * 86_400_000);
  const candidates = await Application.findAll({
    attributes: ['id', 'certificate_ready_at', 'delivered_at'],
    where: {
      status_id: APPLICATION_STATUS.CERTIFICATE_READY,
      [Op.or]: [{ certificate_ready_at: { [Op.lte]: cutoff } }, { delivered_at: { [Op.lte]: cutoff } }],
    },
    include: [{ model: Delivery, as: 'deliveries', attributes: ['id'], required: false }],
    order: [['certificate_ready_at', 'ASC'], ['id', 'ASC']],
    limit: AUTO_COMPLETE_BATCH,
    subQuery: true,
  });
  return candidates.filter((a) => autoCompleteDue(a, (a.deliveries ?? []).length > 0, now)).map((a) => a.id);
}
