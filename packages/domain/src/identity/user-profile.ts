import type { UserRow } from '@manara/db';

/** A user as the domain hands it out: never the password hash, only whether one exists. */
export type UserProfile = Omit<UserRow, 'passwordHash'> & { hasPassword: boolean };

export function toUserProfile(row: UserRow): UserProfile {
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null && passwordHash !== '' };
}
