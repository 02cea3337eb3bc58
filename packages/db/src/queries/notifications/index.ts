export * from './device-tokens';
export * from './lessons';
export * from './notifications';
export * from './email-opt-outs';
