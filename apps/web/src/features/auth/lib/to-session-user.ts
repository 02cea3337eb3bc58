import type { SessionUser } from '../session-types';

/** The API user (as selected by SessionUserFields) in the shape the shell consumes. */
export interface ApiSessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  arFullName: string;
  enFullName: string;
  profilePicture: string | null;
  notificationsCount: number;
  cartItemsCount: number;
  role: string;
}

const roles: readonly SessionUser['role'][] = ['USER', 'LECTURER', 'ADMIN'];

export function toSessionUser(user: ApiSessionUser): SessionUser {
  const role = roles.find((r) => r === user.role) ?? 'USER';
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    arFullName: user.arFullName,
    enFullName: user.enFullName,
    profilePicture: user.profilePicture,
    notificationsCount: user.notificationsCount,
    cartItemsCount: user.cartItemsCount,
    role,
  };
}
