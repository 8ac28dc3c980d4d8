export { withJobLock, jobLockOwner, type JobLockResult } from './with-job-lock';
