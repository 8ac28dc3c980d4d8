import type { TwoFactorEnrolment } from '@iprenew/models';
import type { EnrolmentView } from '~/components/two-factor/TwoFactor';

/** The enrolment as a page shows it: the key, and the QR code as an SVG data URI (the CSP allows data: images). */
export function enrolmentView(enrolment: TwoFactorEnrolment): EnrolmentView {
  return { secret: enrolment.secret, qr: `data:image/svg+xml;base64,${Buffer.from(enrolment.qr_svg, 'utf8').toString('base64')}` };
}
