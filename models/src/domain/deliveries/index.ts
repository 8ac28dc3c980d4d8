/** Deliveries (DLV-*, issue 13, ADR 035): the machine, the lists, the tracking action, receipt, cancel with the application. */
export {
  DELIVERY_MOVES,
  deliveryFlagsFor,
  deliveryStateOf,
  deliveryTargetOf,
  openDeliveryCondition,
  type DeliveryAction,
  type DeliveryFlags,
  type DeliveryState,
  type DeliveryViewer,
} from './rules';
export { DELIVERY_LIST_FAIL, DELIVERY_UPDATE_FAIL, DELIVERY_UPDATED } from './shared';
export { listDeliveries, type ListDeliveriesInput } from './list-deliveries';
export { getDelivery } from './get-delivery';
export { deliveriesOfApplication } from './deliveries-of-application';
export { dispatchDelivery, type DispatchDeliveryInput } from './dispatch-delivery';
export { markDeliveryReceived } from './mark-delivery-received';
export { cancelOpenDeliveries } from './cancel-open-deliveries';
export { sendDeliveryDispatchedEmail } from './send-delivery-dispatched-email';
export { canRequestDelivery, deliveryRequestRefusal, DELIVERY_REQUEST_STATUSES, type DeliveryRequestRefusal } from './rules';
export { openDeliveryRequest, DELIVERY_REQUEST_FAIL, type DeliveryRequestJson } from './open-delivery-request';
export { requestDelivery, DELIVERY_REQUESTED, DELIVERY_REQUEST_INVALID, type RequestDeliveryInput } from './request-delivery';
export { sendDeliveryReceivedEmail } from './send-delivery-received-email';
