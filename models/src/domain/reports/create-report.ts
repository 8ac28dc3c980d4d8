import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { DEFAULT_LANGUAGE, REPORT_STATUS, ROLE, USER_STATUS } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import { Report } from '../../models/report';
import { ReportAttachment } from '../../models/report-attachment';
import { User } from '../../models/user';
import { REPORT_FILE_TYPES, REPORT_FILES_MAX, reportSchema } from '../../schemas/reports';
import { FILE_MIME, type FileType } from '../../storage/file-type';
import { getStorage } from '../../storage/index';
import { checkUpload, displayName, type ApplicationUpload, uploadMaxBytes } from '../application-files/shared';
import { appLink, type Actor, type FieldErrors, fieldErrorsOf, inTransaction, type OperationOptions, orFail, runLogged, validationError } from '../kernel/index';
import { assertReporter, newReportRefCode, REPORT_FAIL, REPORT_SENT, reportFileKey } from './shared';

export interface CreateReportInput {
  actor: Actor;
  title: unknown;
  message: unknown;
  /** The proof files (attachment[n]); at least one. */
  files: readonly (ApplicationUpload | null | undefined)[];
}

const FILE_PROBLEM_KEY = {
  required: 'reports:validation.file_required',
  size: 'reports:validation.file_size',
  type: 'reports:validation.file_type',
} as const;
const REF_ATTEMPTS = 5;

/**
 * createReport (POR-52..54, G-38, G-39, G-45, ADR 043): a customer sends feedback — a title, a
 * message and one to five proof files (JPG, PNG or PDF by content, each within the configured upload
 * size), all required; every problem is reported on its field and nothing is stored. The report is
 * stored Pending with a unique `RPT` + 8 reference, its files under new keys outside the web root
 * (served only to the owner, readReportAttachment). Then each active Super Admin (ACL-13) is mailed
 * `report-received` once, in their language (audit mails); a mail that cannot be sent never loses the
 * report. Success: 'Report Submit Successful'; any failure: 'Fail to submit report'.
 */
export async function createReport(input: CreateReportInput, options: OperationOptions = {}): Promise<{ message: string; report: { id: number; ref_code: string }; notified: number }> {
  const { actor } = input;
  assertReporter(actor, REPORT_FAIL);
  const storage = getStorage();
  const stored: string[] = [];
  let created: Report;
  try {
    created = await orFail(REPORT_FAIL, () =>
      inTransaction(options, async (transaction) => {
        const errors: FieldErrors = {};
        const parsed = reportSchema.safeParse({ title: input.title, message: input.message });
        if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));
        const files = input.files.filter((file) => file && file.buffer.byteLength > 0) as ApplicationUpload[];
        const maxBytes = await uploadMaxBytes(transaction);
        const types: FileType[] = [];
        if (files.length === 0) errors.attachment = [FILE_PROBLEM_KEY.required];
        else if (files.length > REPORT_FILES_MAX) errors.attachment = ['reports:validation.file_count'];
        else {
          for (const file of files) {
            const checked = checkUpload(file, maxBytes, REPORT_FILE_TYPES);
            if ('problem' in checked) {
              errors.attachment = [FILE_PROBLEM_KEY[checked.problem]];
              break;
            }
            types.push(checked.type);
          }
        }
        if (!parsed.success || Object.keys(errors).length) throw validationError(REPORT_FAIL, errors);

        const report = await createWithUniqueRef(actor.id, parsed.data, transaction);
        for (const [i, file] of files.entries()) {
          const key = reportFileKey(report.id, randomBytes(16).toString('hex'), types[i]!);
          stored.push(key);
          await storage.putFile(key, Buffer.from(file.buffer));
          await ReportAttachment.create(
            { report_id: report.id, path: key, original_name: displayName(file.filename, types[i]!, `proof-${i + 1}`), mime: FILE_MIME[types[i]!] },
            { transaction },
          );
        }
        return report;
      }),
    );
  } catch (error) {
    for (const key of stored) await runLogged(`remove report file ${key}`, () => storage.remove(key));
    throw error;
  }

  const notified = await notifySuperAdmins(created, actor);
  return { message: REPORT_SENT, report: { id: created.id, ref_code: created.ref_code }, notified };
}

/** A new reference, retried on the (unlikely) clash with an existing one. */
async function createWithUniqueRef(userId: number, fields: { title: string; message: string }, transaction: Transaction): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const ref_code = newReportRefCode();
    if (await Report.count({ where: { ref_code }, transaction })) {
      if (attempt >= REF_ATTEMPTS) throw new Error('no free report reference');
      continue;
    }
    return Report.create({ ref_code, user_id: userId, title: fields.title, message: fields.message, status_id: REPORT_STATUS.PENDING, is_read: false }, { transaction });
  }
}

/** `report-received` to every active Super Admin (ACL-13, G-03), once each. */
async function notifySuperAdmins(report: Report, actor: Actor): Promise<number> {
  const reporter = await User.findByPk(actor.id, { attributes: ['id', 'name', 'email'] });
  const admins = await User.findAll({
    where: { role_id: { [Op.in]: [ROLE.SUPER_ADMIN] }, status_id: USER_STATUS.ACTIVE },
    attributes: ['id', 'name', 'email', 'language'],
    order: [['id', 'ASC']],
    limit: 50,
  });
  const url = appLink(`/admin/reported-issues/${report.id}/show`);
  let notified = 0;
  for (const admin of admins) {
    await runLogged(`report-received ${report.ref_code} → user ${admin.id}`, async () => {
      const sent = await sendMail({
        to: admin.email,
        template: 'report-received',
        language: isLanguage(admin.language) ? admin.language : DEFAULT_LANGUAGE,
        reference: report.ref_code,
        mailableType: 'report_received',
        data: {
          staffName: admin.name,
          reference: report.ref_code,
          title: report.title,
          reporter: reporter?.name || reporter?.email || '',
          email: reporter?.email ?? '',
          received_at: (report.created_at ?? new Date()).toISOString(),
          url,
        },
      });
      if (sent.delivered) notified += 1;
    });
  }
  return notified;
}
