export * from './schemas';
export * from './parse-phone';
export * from './update-user-profile';
export * from './change-email';
export * from './update-phone';
export * from './update-profile-picture';
export * from './delete-profile-picture';
export * from './deliver-email-change';
