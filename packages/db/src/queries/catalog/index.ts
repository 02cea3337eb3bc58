export * from './categories';
export * from './diploma-programs';
export * from './learning-programs';
export * from './sections';
export * from './program-co-lecturers';
export * from './live-session-starts';
