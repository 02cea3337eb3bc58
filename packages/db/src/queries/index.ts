export * from './sessions';
export * from './outbox';
export * from './rate-limits';
