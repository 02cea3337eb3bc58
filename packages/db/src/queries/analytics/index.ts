export * from './analytics-events';
export * from './analytics-opt-outs';
export * from './analytics-daily';
export * from './analytics-sales';
