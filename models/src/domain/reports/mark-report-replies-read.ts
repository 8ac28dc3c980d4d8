import { Op } from 'sequelize';
import { Report } from '../../models/report';
import { ReportMessage } from '../../models/report-message';
import { type Actor, type OperationOptions } from '../kernel/index';
import { assertReporter, REPORT_LIST_FAIL } from './shared';

/**
 * markReportRepliesRead (G-39, G-58, ADR 043): the customer opened their Report page, where every
 * reply is shown — their unread replies become read (one UPDATE), which clears the sidebar's Report
 * dot. Returns how many changed.
 */
export async function markReportRepliesRead(input: { actor: Actor; now?: Date }, options: OperationOptions = {}): Promise<number> {
  assertReporter(input.actor, REPORT_LIST_FAIL);
  const [changed] = await ReportMessage.update(
    { read_at: input.now ?? new Date() },
    {
      where: {
        read_at: null,
        report_id: { [Op.in]: Report.sequelize!.literal(`(SELECT id FROM reports WHERE user_id = ${Number(input.actor.id)})`) },
      },
      transaction: options.transaction,
    },
  );
  return changed;
}
