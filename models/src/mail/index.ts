export { sendMail, resendAuditMail, type MailAttachment, type SendMailInput, type SendMailResult } from './send-mail';
export { closeMailTransports, type DeliveryResult } from './transport';
export { mailTranslator } from './translator';
