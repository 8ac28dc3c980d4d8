import { Op } from 'sequelize';
import { AUDIT_MAIL_RETENTION_MONTHS } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { assertSystemActor, type SystemActor } from '../kernel/index';

const BATCH = 1000;
const MAX_BATCHES = 200;

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * G-44 (the `purge-audit-mails` job, ADR 054): audit mail rows are kept AUDIT_MAIL_RETENTION_MONTHS
 * (12) months. Rows created before the cutoff are deleted oldest first, in batches of ids read on the
 * created_at index (at most 200,000 a run; the next daily run continues), so memory stays bounded and
 * a re-run deletes nothing new.
 */
export async function purgeOldAuditMails(input: { actor: SystemActor; now?: Date; batchSize?: number }): Promise<{ deleted: number; cutoff: string }> {
  assertSystemActor(input.actor);
  const cutoff = monthsBefore(input.now ?? new Date(), AUDIT_MAIL_RETENTION_MONTHS);
  const limit = Math.min(BATCH, Math.max(1, Math.trunc(input.batchSize ?? BATCH)));
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await AuditMail.findAll({ where: { created_at: { [Op.lt]: cutoff } }, attributes: ['id'], order: [['created_at', 'ASC']], limit });
    if (!rows.length) break;
    deleted += await AuditMail.destroy({ where: { id: rows.map((r) => r.id), created_at: { [Op.lt]: cutoff } } });
    if (rows.length < limit) break;
  }
  return { deleted, cutoff: cutoff.toISOString() };
}
