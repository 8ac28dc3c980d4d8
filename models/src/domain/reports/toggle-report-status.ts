import { REPORT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Report } from '../../models/report';
import { User } from '../../models/user';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { placeId } from '../places/index';
import { getReportedIssue, type ReportedIssueDetail } from './get-reported-issue';
import { sendReportMail } from './report-mail';
import { reportStatusName } from './shared';
import { REPORTED_MESSAGE } from './staff-shared';

/**
 * ADM-76 (ADR 056): after the console's confirmation, the report's status toggles Pending ⇄ Solved
 * ('Report Updated Successful.'). `expected` is the status the confirmation showed: the toggle is a
 * conditional UPDATE from it, so two staff toggling at once do not undo each other — the second gets
 * 409 'Fail to update report.'. Becoming Solved e-mails the customer (report_solved) after the commit.
 */
export async function toggleReportStatus(
  input: { actor: Actor; reportId: unknown; expected?: unknown },
  options: OperationOptions = {},
): Promise<{ message: string; report: ReportedIssueDetail }> {
  assertAllowed(input.actor, 'reported-issues', 'update', REPORTED_MESSAGE.updateFail);
  const id = placeId(input.reportId);
  const { report, customer, solved } = await orFail(REPORTED_MESSAGE.updateFail, () =>
    inTransaction(options, async (transaction) => {
      const report = id === null ? null : await Report.findByPk(id, { transaction });
      if (!report) throw new AppError('NOT_FOUND', REPORTED_MESSAGE.retrieveFail);
      const from = Number(report.status_id) === REPORT_STATUS.SOLVED ? REPORT_STATUS.SOLVED : REPORT_STATUS.PENDING;
      if (input.expected !== undefined && input.expected !== null && input.expected !== reportStatusName(from)) throw new AppError('CONFLICT', REPORTED_MESSAGE.updateFail);
      const to = from === REPORT_STATUS.SOLVED ? REPORT_STATUS.PENDING : REPORT_STATUS.SOLVED;
      const [changed] = await Report.update({ status_id: to }, { where: { id: report.id, status_id: from }, transaction });
      if (changed !== 1) throw new AppError('CONFLICT', REPORTED_MESSAGE.updateFail);
      await writeAudit(input.actor, { action: 'report.status', targetType: 'report', targetId: report.id, before: { status: reportStatusName(from) }, after: { status: reportStatusName(to) } }, transaction);
      const customer = to === REPORT_STATUS.SOLVED ? await User.findByPk(report.user_id, { attributes: ['id', 'name', 'email', 'language'], transaction }) : null;
      return { report, customer, solved: to === REPORT_STATUS.SOLVED };
    }),
  );
  if (solved && customer) await afterCommitLogged(options, `report_solved mail ${report.ref_code}`, () => sendReportMail('solved', report, customer));
  return { message: REPORTED_MESSAGE.updated, report: await getReportedIssue({ actor: input.actor, id: report.id }, options) };
}
