export { withJobLock, jobLockOwner, type JobLockResult } from './with-job-lock';
export { JOB_MESSAGE, listJobStates, recordJobRun, requestedJobNames, requestJobRun } from './job-runs';
