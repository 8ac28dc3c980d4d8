export { sendMail, resendAuditMail, type SendMailInput, type SendMailResult } from './send-mail';
export { closeMailTransports, type DeliveryResult } from './transport';
export { mailTranslator } from './translator';
