import { appLink } from '../kernel/index';
import { AppError } from '../../errors/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';

/**
 * What the job e-mails share (G-03 job_assigned, job_reassigned_out): one mail to one agent about
 * one application, in the agent's stored language, recorded as an audit mail; the link opens the
 * agent's job page (`/dashboard/application/:id`).
 */
export async function mailAgentAboutJob(
  agentId: number,
  applicationId: number,
  mail: { template: string; mailableType: string; data?: Record<string, unknown> },
): Promise<SendMailResult> {
  const [agent, application] = await Promise.all([
    User.findByPk(agentId, { attributes: ['id', 'name', 'email', 'language'] }),
    Application.findByPk(applicationId, { include: [{ model: IpRecord, as: 'ip', attributes: ['id', 'application_name', 'filing_no', 'application_no', 'grant_no'] }] }),
  ]);
  if (!agent || !application) throw new AppError('NOT_FOUND', 'console-applications:retrieve_fail');
  const ip = application.ip;
  return sendMail({
    to: agent.email,
    template: mail.template,
    language: agent.language,
    reference: application.reference,
    mailableType: mail.mailableType,
    data: {
      name: agent.name,
      reference: application.reference,
      service: `enums.service.${application.service_id}`,
      ip_name: ip?.application_name ?? '',
      ip_number: ip?.filing_no ?? ip?.application_no ?? ip?.grant_no ?? '',
      url: appLink(`/dashboard/application/${application.id}`),
      ...mail.data,
    },
  });
}
