/** The answers of /api/admin/configuration and /api/admin/payment-configuration (models/src/domain/settings). */
export interface GeneralSetting {
  key: string;
  value: unknown;
}

export interface ConfigurationView {
  general: GeneralSetting[];
  bank_transfer: Record<string, string>;
}

export type { PaymentConfigurationView, PaymentType } from '@iprenew/models/browser';
