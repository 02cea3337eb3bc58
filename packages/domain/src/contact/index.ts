export * from './schemas';
export * from './render-contact-mail';
export * from './send-contact-message';
