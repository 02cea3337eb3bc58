export * from './schemas';
export * from './moderation-views';
export * from './list-report-groups';
export * from './get-report-case';
export * from './decide-reports';
export * from './restore-reported-content';
export * from './revoke-certificate';
export * from './unblock-user';
