/** What the shell needs to know about the signed-in person (filled from the `me` operation). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  arFullName: string;
  enFullName: string;
  profilePicture: string | null;
  notificationsCount: number;
  cartItemsCount: number;
  role: 'USER' | 'LECTURER' | 'ADMIN';
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Re-reads `me`; success stores the user, failure clears it (docs/product/accounts.md). */
  refresh(): Promise<void>;
  /** Calls `logout`, clears user data, cookies and storage, then goes to / (docs/product/accounts.md). */
  logout(): Promise<void>;
  /** Lets login store the user it received without another round trip. */
  setUser(user: SessionUser | null): void;
}
