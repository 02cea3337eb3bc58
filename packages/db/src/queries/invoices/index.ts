export * from './invoices';
