export * from './author-columns';
export * from './comment-likes';
export * from './comments';
export * from './learning-programs';
export * from './reports';
export * from './reviews';
export * from './report-targets';
