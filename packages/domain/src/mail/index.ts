export * from './layout';
export * from './render-verification-code-mail';
export * from './send-verification-code-mail';
export * from './render-account-notice-mail';
export * from './render-lecturer-decision-mail';
