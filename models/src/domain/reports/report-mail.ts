import { DEFAULT_LANGUAGE } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import type { Report } from '../../models/report';
import type { User } from '../../models/user';
import { appLink } from '../kernel/index';

/**
 * The customer's report mails (G-39, MSG table: report_reply / report_solved to the customer), in
 * the customer's language, recorded as audit mails with the report's reference. A reply carries its
 * title and message.
 */
export function sendReportMail(kind: 'reply' | 'solved', report: Report, customer: User, reply?: { title: string; message: string }) {
  return sendMail({
    to: customer.email,
    template: `report-${kind}`,
    language: isLanguage(customer.language) ? customer.language : DEFAULT_LANGUAGE,
    reference: report.ref_code,
    mailableType: `report_${kind}`,
    data: { name: customer.name, reference: report.ref_code, reportTitle: report.title, ...(reply ?? {}), url: appLink('/dashboard/report') },
  });
}
