import { APPLICATION_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { applicationStatusLabelKey } from '../../i18n/status-label';
import { AUTO_COMPLETE_DAYS } from './workflow';
import { appLink, assertSystemActor, type SystemActor } from '../kernel/index';

/** G-03: the statuses whose arrival the customer is told of by `application_status_changed`. */
export const STATUS_MAIL_STATUSES: readonly number[] = [
  APPLICATION_STATUS.FILED,
  APPLICATION_STATUS.OFFICIAL_ACTION,
  APPLICATION_STATUS.ACCEPTED,
  APPLICATION_STATUS.ACCEPTANCE,
  APPLICATION_STATUS.GAZETTE,
  APPLICATION_STATUS.OPPOSITION,
  APPLICATION_STATUS.CERTIFICATE,
];

/** Which customer mail, if any, a move to `statusId` sends (G-03). */
export function statusMailOf(statusId: number): 'application-status-changed' | 'certificate-ready' | null {
  if (statusId === APPLICATION_STATUS.CERTIFICATE_READY) return 'certificate-ready';
  return STATUS_MAIL_STATUSES.includes(statusId) ? 'application-status-changed' : null;
}

/** The customer's IP detail page (POR-15: `{type}` is `ip`, or `search` for a search record). */
export const ipDetailLink = (application: Pick<Application, 'model_type' | 'ip_id'>) =>
  appLink(`/dashboard/${application.model_type === 'search' ? 'search' : 'ip'}/detail/${application.ip_id}`);

/**
 * G-03 `application_status_changed` / `certificate_ready`: the owning customer learns, in their
 * language, that their application reached `statusId` — the reference, the IP's name and numbers, the
 * new status (a human label, never a key), the step's message when the agent wrote one, and a link to
 * the IP detail page; Certificate Ready (Report Ready for a search) asks them to acknowledge and rate.
 * Sent after the step commits (a failure never undoes the step); recorded as an audit mail with the
 * template key as its type. Nothing is sent for a status without a mail.
 */
export async function sendApplicationStatusEmail({
  actor,
  applicationId,
  statusId,
  message,
}: {
  actor: SystemActor;
  applicationId: number;
  statusId: number;
  message?: string | null;
}): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  const template = statusMailOf(statusId);
  if (!template) return null;
  const application = await Application.findByPk(applicationId, {
    include: [
      { model: User, as: 'user' },
      { model: IpRecord, as: 'ip' },
    ],
  });
  if (!application?.user) throw new AppError('NOT_FOUND', 'applications:step.fail');
  const { user, ip } = application;
  const isSearch = application.model_type === 'search' || Number(application.service_id) === 1;
  return sendMail({
    to: user.email,
    template,
    language: user.language,
    reference: application.reference,
    mailableType: template.replace(/-/g, '_'),
    data: {
      name: user.name,
      reference: application.reference,
      serviceKey: `enums.service.${application.service_id}`,
      // The mail translator names the namespace with a dot (enums.…).
      statusKey: applicationStatusLabelKey(application.service_id, statusId).replace(':', '.'),
      isSearch,
      ipName: ip?.application_name ?? ip?.multiclass_name ?? null,
      numbers: [ip?.filing_no, ip?.application_no, ip?.grant_no].filter((v) => v && String(v).trim() !== '').join(' / ') || null,
      message: message?.trim() || null,
      autoCompleteDays: AUTO_COMPLETE_DAYS,
      url: ipDetailLink(application),
    },
  });
}
