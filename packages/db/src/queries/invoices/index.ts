export * from './invoices';
export * from './credit-notes';
