import type { SeedModule } from '../../src/db/seeder';
import { PUBLISH_STATUS, REPORT_STATUS } from '../../src/constants/index';
import { DEMO_EMAILS } from './0001-demo-users';
import { DEMO_FILES, writeDemoFiles } from './files';
import { at, reportReference, SeedDb, userId } from './lib';

/**
 * Site content and back-office data: news (4 published, 1 inactive), customer feedback reports
 * (pending with an attachment, solved with the admin's reply), a broadcast e-mail draft and the
 * whitelist used by the bypass payment button.
 */

export const DEMO_NEWS = [
  {
    title: 'Malaysia’s Trademarks Act 2019: what changed for renewals',
    daysAgo: 40,
    image: true,
    content: `<h2>Renewing a Malaysian trade mark</h2>
<p>Since the <strong>Trademarks Act 2019</strong> came into force, a registration lasts <strong>10 years</strong> from the filing date and can be renewed for further periods of 10 years.</p>
<ul>
  <li>Renew up to <strong>6 months before</strong> the expiry date.</li>
  <li>A <em>late renewal</em> is still possible within 6 months after expiry, with a surcharge.</li>
  <li>After that, the mark is removed from the register and restoration is costly.</li>
</ul>
<p>Check your portfolio on the dashboard: marks expiring within 5 days are flagged <em>Expiring Soon</em>.</p>`,
  },
  {
    title: 'Singapore: renewing your registered trade mark with IPOS',
    daysAgo: 25,
    image: false,
    content: `<h2>IPOS renewals in brief</h2>
<p>Singapore registrations are valid for <strong>10 years</strong> from the date of application. IPOS sends a reminder, but the responsibility to renew stays with the owner.</p>
<ol>
  <li>Order the renewal on IPRenew and pay by card, PayPal or bank transfer.</li>
  <li>Our Singapore agent files the renewal on IPOS Digital Hub.</li>
  <li>You receive the renewal record in your portfolio.</li>
</ol>
<p>Late renewal is available for 6 months after expiry, with an additional fee.</p>`,
  },
  {
    title: 'Patent annuities: never miss a renewal fee',
    daysAgo: 15,
    image: false,
    content: `<h2>Keep your patent in force</h2>
<p>Granted patents in Malaysia and Singapore must be kept in force by paying an <strong>annual renewal fee</strong>. A missed fee can be paid during a grace period with a surcharge; after that the patent lapses.</p>
<p>On IPRenew, choose the year granted (for example <em>8th year granted</em>) and we calculate the official fee and our service charge before you pay.</p>`,
  },
  {
    title: 'Filing in ASEAN and China from one dashboard',
    daysAgo: 5,
    image: true,
    content: `<h2>One portal, twelve offices</h2>
<p>IPRenew now handles searches, new applications and renewals in Malaysia, Singapore, Indonesia, Thailand, the Philippines, Vietnam, Brunei, China, Hong Kong, Taiwan, Japan and Korea.</p>
<p>Start with a <strong>trade mark search</strong> (report in 3–5 working days), then file with the classes and goods you need. <a href="/contactus">Contact us</a> if you are unsure which classes apply.</p>`,
  },
  {
    title: 'Office closure for Hari Raya Aidilfitri (draft)',
    daysAgo: 2,
    image: false,
    status: PUBLISH_STATUS.INACTIVE,
    content: `<p>Our office will be closed for Hari Raya Aidilfitri. Orders placed during the holiday are processed on the next working day.</p>`,
  },
] as const;

export const DEMO_REPORTS = [
  {
    label: 'slip-upload',
    owner: DEMO_EMAILS.customer,
    title: 'Cannot upload my bank-transfer slip',
    message:
      'Hi, I tried to upload a photo of my DuitNow receipt for my Senja Bakery renewal and the page says the file is too large. Screenshot attached. Can you help?',
    status: REPORT_STATUS.PENDING,
    daysAgo: 3,
    attachment: true,
    reply: null,
  },
  {
    label: 'invoice-company-name',
    owner: DEMO_EMAILS.company,
    title: 'Company name on the invoice',
    message: 'Please show our full company name "Lion City Foods Pte. Ltd." and our UEN on the invoices for our accounts team.',
    status: REPORT_STATUS.SOLVED,
    daysAgo: 30,
    attachment: false,
    reply: {
      title: 'Re: Company name on the invoice',
      message:
        'Dear Mr Chua, thank you for your feedback. The invoices now use the company name from your profile. You can regenerate any past invoice from your payment history. Regards, IPRenew support.',
      daysAgo: 28,
    },
  },
] as const;

export const DEMO_WHITELIST = [DEMO_EMAILS.customer, 'qa.tester@example.com', 'finance.demo@example.com'] as const;

export const DEMO_BROADCAST_TITLE = 'Renewal season reminder: check your expiring marks';

export const demoContentSeed: SeedModule = {
  async run({ sequelize }, transaction) {
    const db = new SeedDb(sequelize, transaction);
    await writeDemoFiles();
    const admin = await userId(db, DEMO_EMAILS.admin);

    for (const [index, news] of DEMO_NEWS.entries()) {
      const published = at(-news.daysAgo, 1, index);
      await db.ensure(
        'news',
        { title: news.title },
        {
          content: news.content,
          status: 'status' in news ? news.status : PUBLISH_STATUS.ACTIVE,
          images: news.image ? [DEMO_FILES.newsImage.key] : null,
          publish_date: published,
          created_by: admin,
          created_at: at(-news.daysAgo - 1, 1, index),
        },
      );
    }

    for (const report of DEMO_REPORTS) {
      const reportId = await db.ensure(
        'reports',
        { ref_code: reportReference(report.label) },
        {
          user_id: await userId(db, report.owner),
          title: report.title,
          message: report.message,
          status_id: report.status,
          is_read: report.status === REPORT_STATUS.SOLVED,
          created_at: at(-report.daysAgo, 2),
          updated_at: report.reply ? at(-report.reply.daysAgo, 3) : at(-report.daysAgo, 2),
        },
      );
      if (report.attachment) {
        await db.ensure(
          'report_attachments',
          { report_id: reportId, path: DEMO_FILES.reportScreenshot.key },
          { original_name: 'Screenshot 2025-upload-error.png', mime: DEMO_FILES.reportScreenshot.mime, created_at: at(-report.daysAgo, 2) },
        );
      }
      if (report.reply) {
        await db.ensure(
          'report_messages',
          { report_id: reportId, message: report.reply.message },
          { user_id: admin, title: report.reply.title, created_at: at(-report.reply.daysAgo, 3) },
        );
      }
    }

    const receivers = [];
    for (const email of [DEMO_EMAILS.customer, DEMO_EMAILS.company, DEMO_EMAILS.customer2]) {
      receivers.push({ id: await userId(db, email), email });
    }
    await db.ensure(
      'emails',
      { title: DEMO_BROADCAST_TITLE },
      {
        message: `<p>Dear customer,</p>
<p>Several trade marks in your portfolio expire in the coming months. Renew early to avoid late fees: open <strong>My Portfolio</strong>, filter by <em>Expiring Soon</em> and click <em>Renew</em>.</p>
<p>Thank you for using IPRenew.</p>`,
        html_file: null,
        status: PUBLISH_STATUS.INACTIVE,
        publish_date: at(7, 1),
        receiver: receivers,
        attachments: [DEMO_FILES.broadcastBanner.key],
        sent_at: null,
        created_by: admin,
        created_at: at(-1, 2),
      },
    );

    for (const [index, email] of DEMO_WHITELIST.entries()) {
      await db.ensure('whitelists', { email }, { created_at: at(-200 + index, 2) });
    }
  },
};
