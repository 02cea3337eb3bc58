export * from './device-tokens';
export * from './lessons';
export * from './notifications';
