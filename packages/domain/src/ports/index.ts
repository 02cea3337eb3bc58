export * from './mailer';
export * from './rate-limiter';
export * from './logger';
export * from './payments';
export * from './video';
export * from './storage';
export * from './push';
