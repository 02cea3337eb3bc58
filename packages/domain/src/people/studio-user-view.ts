import type { AccountHoldings, StudioUserRow, UserRow } from '@manara/db';

/** A person as the studio's user page shows them: the account, and what they hold (decision 0056). */
export interface StudioUserView extends AccountHoldings {
  user: StudioUserRow;
}

export const toStudioUserRow = (user: UserRow): StudioUserRow => ({
  id: user.id,
  email: user.email,
  phone: user.phone,
  firstName: user.firstName,
  lastName: user.lastName,
  arFirstName: user.arFirstName,
  arLastName: user.arLastName,
  role: user.role,
  isBlocked: user.isBlocked,
  emailVerifiedAt: user.emailVerifiedAt,
  createdAt: user.createdAt,
  lastActiveAt: user.lastActiveAt,
});
