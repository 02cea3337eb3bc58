export * from './job-runner';
