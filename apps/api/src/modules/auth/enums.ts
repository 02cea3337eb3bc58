import { builder } from '../../builder';

// docs/product/api.md enumerations used by identity operations.
export const LanguageEnum = builder.enumType('Language', { values: ['AR', 'EN'] as const });
export const PlatformEnum = builder.enumType('Platform', { values: ['ANDROID', 'DESKTOP', 'IOS'] as const });
export const UserRoleEnum = builder.enumType('UserRole', { values: ['USER', 'LECTURER', 'ADMIN'] as const });
export const VerificationPurposeEnum = builder.enumType('VerificationPurpose', {
  values: [
    'EMAIL_UPDATE',
    'EMAIL_VERIFICATION',
    'LECTURER_EMAIL_VERIFICATION',
    'PASSWORD_RESET',
    'SOCIAL_EMAIL_VERIFICATION',
  ] as const,
});
