export * from './mail-outbox';
