export * from './learning-programs';
export * from './lecturer-applications';
export * from './lecturers';
