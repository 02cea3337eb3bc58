// Lecturer earnings (decision 0060): shares, payouts and what earns (paid order lines, refunds).
export * from './earning-sources';
export * from './lecturer-accounts';
export * from './payouts';
export * from './revenue-shares';
