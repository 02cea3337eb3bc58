export * from './sessions';
export * from './social-identities';
export * from './users';
export * from './verification-codes';
export * from './account-erasure';
export * from './account-export';
