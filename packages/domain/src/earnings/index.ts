// Lecturer earnings (decision 0060): revenue shares, monthly statements, payouts.
export * from './share-in-force';
export * from './compute-earning-lines';
export * from './build-statement';
export * from './schemas';
export * from './load-earnings';
export * from './list-studio-earnings';
export * from './get-earnings-statement';
export * from './set-lecturer-share';
export * from './record-lecturer-payout';
export * from './request-statement-download';
export * from './download-statement';
export * from './render-statement-csv';
export * from './render-statement-html';
