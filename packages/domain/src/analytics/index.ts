export * from './schemas';
export * from './analytics-day';
export * from './analytics-dashboard-view';
export * from './record-analytics-event';
export * from './record-browser-events';
export * from './get-analytics-dashboard';
export * from './refresh-analytics-rollups';
export * from './set-analytics-opt-out';
