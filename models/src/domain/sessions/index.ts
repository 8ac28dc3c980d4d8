export { purgeExpiredSessions, type PurgeExpiredSessionsInput, type PurgeExpiredSessionsResult } from './purge-expired-sessions';
