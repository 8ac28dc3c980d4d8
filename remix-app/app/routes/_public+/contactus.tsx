import { parseForm } from '~/lib/form.server';
import { contactFormSchema, getContactPage, humanCheckOf, isAppError, submitContactMessage } from '@iprenew/models';
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { clientIp } from '~/components/account/account.server';
import { ContactDetails } from '~/components/site/ContactDetails';
import { ContactForm, type ContactActionData } from '~/components/site/ContactForm';
import { SitePage } from '~/components/site/SitePage';
import { siteMeta } from '~/components/site/meta';
import siteStyles from '~/components/site/site.css?url';
import { requestLanguage } from '~/lib/i18n.server';

/** The catalogue namespaces this page renders (ADR 068). */
export const handle = { i18n: ['common', 'pages', 'site', 'auth'] };

/** PUB-22..24, G-41, ⚑AMB-14: the contact page — form with human verification, office address and map. */

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: siteStyles }];
export const meta: MetaFunction = ({ matches }) => siteMeta(matches, 'contact');

export async function loader() {
  return getContactPage();
}

export async function action({ request }: ActionFunctionArgs): Promise<ContactActionData> {
  const submission = parseForm(await request.formData(), { schema: contactFormSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const { name, email, message } = submission.value;
  try {
    await submitContactMessage({
      name,
      email,
      message,
      human: humanCheckOf(submission.value),
      ip: clientIp(request),
      language: await requestLanguage(request),
    });
    return { result: submission.reply({ resetForm: true }), sent: true };
  } catch (error) {
    if (isAppError(error) && error.fieldErrors.human) return { result: submission.reply(), humanError: error.fieldErrors.human[0] };
    if (isAppError(error) && Object.keys(error.fieldErrors).length > 0) return { result: submission.reply({ fieldErrors: error.fieldErrors }) };
    if (isAppError(error) && error.code === 'RATE_LIMITED') {
      return { result: submission.reply({ formErrors: ['auth:too_many_attempts'] }), messageParams: error.params };
    }
    if (!isAppError(error)) console.error(error);
    return { result: submission.reply({ formErrors: ['site:contact.failed'] }) };
  }
}

export default function ContactPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('site');
  return (
    <SitePage eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')}>
      <section className="section pub-section">
        <div className="container contact-layout">
          <ContactForm actionData={actionData} human={page.verification} />
          <ContactDetails address={page.address} email={page.email} />
        </div>
      </section>
    </SitePage>
  );
}
