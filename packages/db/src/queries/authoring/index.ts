export * from './audit-entries';
export * from './learning-programs';
export * from './program-slugs';
export * from './lessons';
export * from './sections';
export * from './quiz-questions';
export * from './quiz-answers';
export * from './diploma-programs';
