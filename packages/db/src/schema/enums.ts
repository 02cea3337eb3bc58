import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations named in docs/product/api.md; values not shown there are our decisions (docs/decisions/0006).
export const languageEnum = pgEnum('language', ['AR', 'EN']);
export const platformEnum = pgEnum('platform', ['ANDROID', 'DESKTOP', 'IOS']);
export const roleEnum = pgEnum('user_role', ['USER', 'LECTURER', 'ADMIN']);
export const verificationPurposeEnum = pgEnum('verification_purpose', [
  'EMAIL_UPDATE',
  'EMAIL_VERIFICATION',
  'LECTURER_EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'SOCIAL_EMAIL_VERIFICATION',
]);
export const programTypeEnum = pgEnum('program_type', ['COURSE', 'DIPLOMA', 'WORKSHOP']);
export const levelEnum = pgEnum('program_level', [
  'ADVANCED',
  'BEGINNER',
  'BEGINNER_ADVANCED',
  'BEGINNER_INTERMEDIATE',
  'INTERMEDIATE',
  'INTERMEDIATE_ADVANCED',
]);
// The studio's lifecycle (decision 0028); learners see PUBLISHED only.
export const publicationStatusEnum = pgEnum('publication_status', [
  'DRAFT',
  'PUBLISHED',
  'UNPUBLISHED',
  'IN_REVIEW',
  'SCHEDULED',
  'ARCHIVED',
]);
export const learningTimeUnitEnum = pgEnum('learning_time_unit', ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS']);
export const lessonTypeEnum = pgEnum('lesson_type', ['VIDEO', 'ARTICLE', 'LIVE_SESSION', 'QUIZ']);
export const lecturerStatusEnum = pgEnum('lecturer_status', ['PENDING', 'APPROVED', 'REJECTED']);
export const blogStatusEnum = pgEnum('blog_status', ['DRAFT', 'PUBLISHED', 'ARCHIVED']);
export const faqAudienceEnum = pgEnum('faq_audience', ['USER', 'LECTURER']);
export const policyKindEnum = pgEnum('policy_kind', ['PAYMENT', 'PRIVACY', 'TERMS', 'ABOUT']);
export const pushKindEnum = pgEnum('push_kind', ['FCM', 'WEBPUSH']);
