export * from './schemas';
export * from './list-lecturers';
export * from './get-lecturer';
export * from './load-lecturers';
export * from './load-lecturer-programs';
