import { Application } from './application';
import { ApplicationFile } from './application-file';
import { ApplicationHistory } from './application-history';
import { ApplicationStatus } from './application-status';
import { CartItem } from './cart-item';
import { Classification } from './classification';
import { Delivery } from './delivery';
import { DeliveryPrice } from './delivery-price';
import type { RegisteredModel } from './index';
import { IpRecord } from './ip-record';
import { OppositionStep } from './opposition-step';
import { Order } from './order';
import { OrderItem } from './order-item';
import { Partner } from './partner';
import { Payment } from './payment';
import { PaymentSlip } from './payment-slip';
import { Payout } from './payout';
import { Product } from './product';
import { RefundCharge } from './refund-charge';
import { ProductDocument } from './product-document';
import { ProductService } from './product-service';
import { Settlement } from './settlement';
import { Voucher } from './voucher';
import { VoucherRedemption } from './voucher-redemption';

export {
  Application,
  ApplicationFile,
  ApplicationHistory,
  ApplicationStatus,
  CartItem,
  Classification,
  Delivery,
  DeliveryPrice,
  IpRecord,
  OppositionStep,
  Order,
  OrderItem,
  Partner,
  Payment,
  PaymentSlip,
  Payout,
  Product,
  ProductDocument,
  ProductService,
  RefundCharge,
  Settlement,
  Voucher,
  VoucherRedemption,
};
export type { ApplicationExtra } from './application';
export type { DeliveryAddress, OrderType } from './cart-item';
export type { ModelType, SelectedYear } from './ip-record';
export type { PayoutChannel } from './payout';
export type { ProductDictionaryEntry } from './product';
export type { VoucherType } from './voucher';

/** Models of catalogue, portfolio, applications, commerce and settlements (migrations 0010–0019). */
export const commerceModels: RegisteredModel[] = [
  Product,
  ProductService,
  ProductDocument,
  DeliveryPrice,
  ApplicationStatus,
  IpRecord,
  Classification,
  Partner,
  Application,
  ApplicationHistory,
  OppositionStep,
  ApplicationFile,
  Voucher,
  CartItem,
  Order,
  OrderItem,
  Payment,
  PaymentSlip,
  RefundCharge,
  VoucherRedemption,
  Delivery,
  Payout,
  Settlement,
];
