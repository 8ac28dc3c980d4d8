export { addHistory } from './history';
export {
  APPLICATION_TRANSITIONS,
  applicationsOfOrder,
  AWAITING_PAYMENT_STATUS,
  AWAITING_PAYMENT_STATUSES,
  moveApplication,
  moveOrderApplications,
  WORK_START_STATUSES,
  type ApplicationTransition,
  type MoveInput,
} from './transitions';
