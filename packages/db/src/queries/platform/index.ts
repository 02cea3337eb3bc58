export * from './app-secrets';
export * from './idempotent-requests';
export * from './jobs';
export * from './rate-limits';
export * from './channels';
