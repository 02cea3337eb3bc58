import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type DbOrTx,
  type LecturerApplicationRow,
  type UserRow,
} from '@manara/db';
import { AppError } from '../errors/index';
import { newUserCode, pickUserSlug } from '../identity/index';

/**
 * The account an approved application becomes a lecturer's: the applicant's when they applied
 * signed in, else the one using the application's e-mail, else a new one made from it (e-mail
 * verified by the application's code, no password: the lecturer sets one with "forgot password").
 * The account's role becomes LECTURER (administrators stay administrators).
 */
export async function accountForApplication(
  tx: DbOrTx,
  application: LecturerApplicationRow,
  now: Date,
): Promise<UserRow> {
  const found = application.userId
    ? await findUserById(tx, application.userId)
    : await findUserByEmail(tx, application.email);
  if (found?.isDeleted) throw new AppError('NOT_FOUND');
  if (!found) {
    const slug = await pickUserSlug(tx, application);
    return insertUser(tx, {
      code: newUserCode(),
      email: application.email,
      emailVerifiedAt: now,
      phone: application.phone,
      firstName: application.firstName,
      lastName: application.lastName,
      arFirstName: application.arFirstName,
      arLastName: application.arLastName,
      slug,
      role: 'LECTURER',
    });
  }
  const verifiesEmail = !found.emailVerifiedAt && found.email.toLowerCase() === application.email;
  const updated = await updateUser(tx, found.id, {
    role: found.role === 'ADMIN' ? 'ADMIN' : 'LECTURER',
    ...(verifiesEmail ? { emailVerifiedAt: now } : {}),
    updatedAt: now,
  });
  return updated ?? found;
}
