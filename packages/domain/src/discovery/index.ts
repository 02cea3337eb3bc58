export * from './get-explore';
export * from './list-faqs';
export * from './list-policies';
export * from './list-countries';
export * from './sort-by-name';
export * from './list-fields-of-training';
export * from './list-job-titles';
export * from './reference-views';
