/** The console's settings (issue 4): configuration, payment, countries in service, whitelist, delivery prices. */
export type { ConfigurationView, GeneralSetting } from './configuration-view';
export { getConfiguration } from './get-configuration';
export { updateConfiguration, type UpdateConfigurationInput } from './update-configuration';
export { getPaymentConfiguration } from './get-payment-configuration';
export { updatePaymentConfiguration, type UpdatePaymentConfigurationInput } from './update-payment-configuration';
/** ORD-36, ⚑AMB-20: the configured card option ('Stripe' | 'Paypal'); checkout's button, the FAQ and the landing page name it. */
export { readPaymentType } from './payment-inputs';
export { getPaymentSettings, type PaymentSettings, type PaypalSettings, type StripeSettings } from './get-payment-settings';
export { listCountries, type CountryJson, type ListCountriesInput } from './list-countries';
export { listStates, type StateJson } from './list-states';
export { setCountriesInService } from './set-countries-in-service';
export { isWhitelisted, listWhitelist, replaceWhitelist, type WhitelistJson } from './whitelist';
export { listDeliveryPrices, replaceDeliveryPrices, type DeliveryPriceJson } from './delivery-prices';
export { checkDeliveryCoverage, DELIVERY_NOT_COVERED } from './check-delivery-coverage';
export { LANGUAGES_OFFERED_KEY, languagesOfferedFromValue, offeredLanguages, offeredOrEnglish } from './offered-languages';
export { readPageSettings, type PageSettings } from './page-settings';
