import { users } from '../../schema/index';

/** The public face of a comment's or review's author: names and picture, never contact data. */
export const authorColumns = {
  id: users.id,
  slug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  arFirstName: users.arFirstName,
  arLastName: users.arLastName,
  profilePicture: users.profilePicture,
};

export interface AuthorRow {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  profilePicture: string | null;
}
