import { builder } from '../../builder';

// docs/product/api.md enumerations (values the spec leaves open: docs/decisions/0006).
export { LanguageEnum } from '../auth/enums';
export const ProgramTypeEnum = builder.enumType('ProgramType', { values: ['COURSE', 'DIPLOMA', 'WORKSHOP'] as const });
export const LevelEnum = builder.enumType('Level', {
  values: [
    'ADVANCED',
    'BEGINNER',
    'BEGINNER_ADVANCED',
    'BEGINNER_INTERMEDIATE',
    'INTERMEDIATE',
    'INTERMEDIATE_ADVANCED',
  ] as const,
});
export const PublicationStatusEnum = builder.enumType('PublicationStatus', {
  description: 'Learners see PUBLISHED only; the rest are studio states (decision 0028)',
  values: ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED', 'ARCHIVED'] as const,
});
export const LearningTimeUnitEnum = builder.enumType('LearningTimeUnit', {
  values: ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const,
});
export const LessonTypeEnum = builder.enumType('LessonType', {
  values: ['VIDEO', 'ARTICLE', 'LIVE_SESSION', 'QUIZ'] as const,
});
export const ProgramSortFieldEnum = builder.enumType('LearningProgramSortField', {
  values: ['CREATED_AT', 'PRICE', 'RATING', 'POPULARITY', 'TITLE'] as const,
});
