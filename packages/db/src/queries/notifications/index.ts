export * from './notifications';
export * from './jobs';
export * from './push-targets';
export * from './live-sessions';
