import { AppError } from '../../errors/index';
import { Report } from '../../models/report';
import { ReportMessage } from '../../models/report-message';
import { User } from '../../models/user';
import { reportReplySchema } from '../../schemas/reports';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, writeAudit } from '../kernel/index';
import { placeId } from '../places/index';
import { getReportedIssue, type ReportedIssueDetail } from './get-reported-issue';
import { sendReportMail } from './report-mail';
import { REPORTED_MESSAGE } from './staff-shared';

/**
 * ADM-75, G-39 (ADR 056): the super admin replies to a report — title and message required, min 4
 * (422 with the field messages, nothing stored). The reply is kept in `report_messages` (unread for
 * the customer until they open their Report page, ADR 043) and e-mailed to the customer (report_reply,
 * after the commit, in their language). 'Message Submit Successful.' / 'Fail to submit report'.
 * The reply goes to the report's own customer (the spec's `user_id` is the report's, never chosen).
 */
export async function replyToReport(
  input: { actor: Actor; reportId: unknown; title: unknown; message: unknown },
  options: OperationOptions = {},
): Promise<{ message: string; report: ReportedIssueDetail }> {
  assertAllowed(input.actor, 'reported-issues', 'update', REPORTED_MESSAGE.replyFail);
  const data = parseInput(reportReplySchema, { title: input.title, message: input.message }, REPORTED_MESSAGE.replyFail);
  const id = placeId(input.reportId);
  const { report, customer } = await orFail(REPORTED_MESSAGE.replyFail, () =>
    inTransaction(options, async (transaction) => {
      const report = id === null ? null : await Report.findByPk(id, { transaction });
      if (!report) throw new AppError('NOT_FOUND', REPORTED_MESSAGE.retrieveFail);
      const customer = await User.findByPk(report.user_id, { attributes: ['id', 'name', 'email', 'language'], transaction });
      const reply = await ReportMessage.create({ report_id: report.id, user_id: input.actor.id, title: data.title, message: data.message }, { transaction });
      await writeAudit(input.actor, { action: 'report.reply', targetType: 'report', targetId: report.id, after: { message_id: reply.id, title: data.title } }, transaction);
      return { report, customer };
    }),
  );
  if (customer) await afterCommitLogged(options, `report_reply mail ${report.ref_code}`, () => sendReportMail('reply', report, customer, data));
  return { message: REPORTED_MESSAGE.replySent, report: await getReportedIssue({ actor: input.actor, id: report.id }, options) };
}
