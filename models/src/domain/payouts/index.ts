export {
  createPaypalPayout,
  fetchPaypalPayout,
  PayoutAlreadySent,
  payoutItemOutcome,
  type PayoutBatchRequest,
  type PayoutBatchState,
  type PayoutCredentials,
  type PayoutItemOutcome,
  type PayoutItemRequest,
  type PayoutItemState,
} from './paypal-payouts';
export { getPayoutConfiguration, getPayoutCredentials, PAYPAL_PAYOUTS_KEY, payoutsConfigured, updatePayoutConfiguration } from './payout-configuration';
