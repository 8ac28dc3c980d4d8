export { createBree, runOnce, DEFAULT_JOBS_ROOT, WORKER_ENTRY, type CreateBreeOptions } from './bree';
export { JOB_LIST, type JobDefinition } from './job-list';
export { runJob } from './run-job';
