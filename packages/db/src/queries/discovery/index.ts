export * from './countries';
export * from './faqs';
export * from './fields-of-training';
export * from './job-titles';
export * from './policies';
