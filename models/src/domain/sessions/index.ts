export { purgeExpired, type PurgeExpiredInput, type PurgeExpiredResult } from './purge-expired-sessions';
