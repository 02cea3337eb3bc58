export * from './find-owned-invoice';
