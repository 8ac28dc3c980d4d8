export { withJobLock, jobLockOwner, type JobLockOptions, type JobLockResult } from './with-job-lock';
export { intervalMs, jobSlotStart, scheduledRunSlot, type JobSchedule } from './job-slot';
export { JOB_MESSAGE, listJobStates, recordJobRun, requestedJobNames, requestJobRun } from './job-runs';
