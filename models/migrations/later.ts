import type { MigrationModule } from '../src/db/migrator';
import { migration as userListIndexes } from './0020-user-list-indexes';
import { migration as notificationIndexes } from './0024-notification-indexes';
import { migration as ordering } from './0030-ordering';
import { migration as oneOpenOrder } from './0031-one-open-order';
import { migration as usedChallenges } from './0033-used-challenges';
import { migration as refundCharges } from './0034-refund-charges';
import { migration as applicationWorkflowTable } from './0035-application-workflow-table';
import { migration as readMarkersAndHistoryKeys } from './0036-read-markers-and-history-keys';
import { migration as consoleApplicationIndexes } from './0037-console-application-indexes';
import { migration as ipRecords } from './0038-ip-records';
import { migration as deliveryCancelAndIndexes } from './0039-delivery-cancel-and-indexes';
import { migration as customerIpListIndexes } from './0040-customer-ip-list-indexes';
import { migration as reviewVisibility } from './0042-review-visibility';
import { migration as reportReplyRead } from './0043-report-reply-read';
import { migration as settlementParts } from './0044-settlement-parts';
import { migration as agentPaymentIndexes } from './0049-agent-payment-indexes';
import { migration as invoiceDayIndex } from './0052-invoice-day-index';
import { migration as auditLogIndexes } from './0053-audit-log-indexes';
import { migration as jobRuns } from './0054-job-runs';
import { migration as paypalPayouts } from './0055-paypal-payouts';
import { migration as reportedIssueIndexes } from './0056-reported-issue-indexes';
import { migration as auditMailTypeIndex } from './0057-audit-mail-type-index';
import { migration as broadcastDeliveries } from './0058-broadcast-deliveries';
import { migration as newsTitleIndex } from './0059-news-title-index';
import { migration as requestAndReviewIndexes } from './0060-request-and-review-indexes';
import { migration as paymentAndOrderSortIndexes } from './0061-payment-and-order-sort-indexes';
import { migration as ipRecordAndUserSortIndexes } from './0062-ip-record-and-user-sort-indexes';
import { migration as nameSearch } from './0063-name-search';
import { migration as ipNumberIndexes } from './0064-ip-number-indexes';
import { migration as nameSearchVocabulary } from './0065-name-search-vocabulary';
import { migration as ipRecordKindIndexes } from './0066-ip-record-kind-indexes';
import { migration as calendarFeeds } from './0067-calendar-feeds';
import { migration as portfolioImports } from './0068-portfolio-imports';
import { migration as twoFactor } from './0069-two-factor';
import { migration as paymentSlipPaymentStatusIndex } from './0070-payment-slip-payment-status-index';
import { migration as publicReviewCount } from './0071-public-review-count';
import { migration as keptListCounts } from './0072-kept-list-counts';
import { migration as catalogueChanges } from './0073-catalogue-changes';
import { migration as ipNamesChanges } from './0074-ip-names-changes';
import { migration as catalogueRuleChanges } from './0075-catalogue-rule-changes';

/** Migrations 0020 and on, added after the first schema shipped. Append only, in order. */
export const laterMigrations: { name: string; module: MigrationModule }[] = [
  { name: '0020-user-list-indexes', module: userListIndexes },
  { name: '0024-notification-indexes', module: notificationIndexes },
  { name: '0030-ordering', module: ordering },
  { name: '0031-one-open-order', module: oneOpenOrder },
  { name: '0033-used-challenges', module: usedChallenges },
  { name: '0034-refund-charges', module: refundCharges },
  { name: '0035-application-workflow-table', module: applicationWorkflowTable },
  { name: '0036-read-markers-and-history-keys', module: readMarkersAndHistoryKeys },
  { name: '0037-console-application-indexes', module: consoleApplicationIndexes },
  { name: '0038-ip-records', module: ipRecords },
  { name: '0039-delivery-cancel-and-indexes', module: deliveryCancelAndIndexes },
  { name: '0040-customer-ip-list-indexes', module: customerIpListIndexes },
  { name: '0042-review-visibility', module: reviewVisibility },
  { name: '0043-report-reply-read', module: reportReplyRead },
  { name: '0044-settlement-parts', module: settlementParts },
  { name: '0049-agent-payment-indexes', module: agentPaymentIndexes },
  { name: '0052-invoice-day-index', module: invoiceDayIndex },
  { name: '0053-audit-log-indexes', module: auditLogIndexes },
  { name: '0054-job-runs', module: jobRuns },
  { name: '0055-paypal-payouts', module: paypalPayouts },
  { name: '0056-reported-issue-indexes', module: reportedIssueIndexes },
  { name: '0057-audit-mail-type-index', module: auditMailTypeIndex },
  { name: '0058-broadcast-deliveries', module: broadcastDeliveries },
  { name: '0059-news-title-index', module: newsTitleIndex },
  { name: '0060-request-and-review-indexes', module: requestAndReviewIndexes },
  { name: '0061-payment-and-order-sort-indexes', module: paymentAndOrderSortIndexes },
  { name: '0062-ip-record-and-user-sort-indexes', module: ipRecordAndUserSortIndexes },
  { name: '0063-name-search', module: nameSearch },
  { name: '0064-ip-number-indexes', module: ipNumberIndexes },
  { name: '0065-name-search-vocabulary', module: nameSearchVocabulary },
  { name: '0066-ip-record-kind-indexes', module: ipRecordKindIndexes },
  { name: '0067-calendar-feeds', module: calendarFeeds },
  { name: '0068-portfolio-imports', module: portfolioImports },
  { name: '0069-two-factor', module: twoFactor },
  { name: '0070-payment-slip-payment-status-index', module: paymentSlipPaymentStatusIndex },
  { name: '0071-public-review-count', module: publicReviewCount },
  { name: '0072-kept-list-counts', module: keptListCounts },
  { name: '0073-catalogue-changes', module: catalogueChanges },
  { name: '0074-ip-names-changes', module: ipNamesChanges },
  { name: '0075-catalogue-rule-changes', module: catalogueRuleChanges },
];
