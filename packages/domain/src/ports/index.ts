export * from './mailer';
export * from './rate-limiter';
export * from './logger';
