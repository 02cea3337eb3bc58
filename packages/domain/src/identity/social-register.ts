import { findSocialIdentity, findUserByEmail, findUserById, insertSocialIdentity, insertUser } from '@manara/db';
import { toLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import type { SocialIdentity } from '../ports/index';
import { toPlainText } from '../validation/index';
import type { LoginResult } from './login-with-password';
import { parseIdentityInput } from './parse-identity-input';
import { pickUserSlug } from './pick-user-slug';
import { requireSocialSignIn, verifySocialCredential } from './social-credential';
import { socialRegisterInputSchema } from './social-schemas';
import { startSocialSession } from './social-session';
import type { RequestCaller } from './types';
import { uniqueViolation } from './unique-violation';
import { newUserCode } from './user-code';

const MAX_TRIES = 3;
const NAME_MAX = 60;

/** The provider's given and family names, or its full name split at the first space. */
function providerNames(identity: SocialIdentity): { firstName?: string; lastName?: string } {
  // The provider's names are user text like any other (decision 0037).
  const clip = (v: string | null | undefined) =>
    toPlainText(v ?? '', { multiline: false }).slice(0, NAME_MAX) || undefined;
  if (identity.givenName || identity.familyName)
    return { firstName: clip(identity.givenName), lastName: clip(identity.familyName) };
  const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
  return { firstName: clip(first), lastName: clip(rest.join(' ')) };
}

/**
 * Creates an account from a verified provider sign-in (`socialRegister`) and logs it in. The
 * e-mail is the provider's, already verified; there is no password until the user sets one
 * (password reset). Names come from the input, else from the provider; when neither has them,
 * VALIDATION_FAILED names the missing fields so the client can ask. The user and the link are
 * written in one transaction. A provider account already linked just logs in; an e-mail that
 * has an account answers EMAIL_TAKEN (the client merges instead).
 */
export async function socialRegister(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<LoginResult> {
  requireSocialSignIn(deps);
  const data = parseIdentityInput(socialRegisterInputSchema, input);
  const { identity } = await verifySocialCredential(deps, caller, data);
  const linked = await findSocialIdentity(deps.db, identity.provider, identity.subject);
  const linkedUser = linked ? await findUserById(deps.db, linked.userId) : null;
  if (linked && linkedUser)
    return startSocialSession(deps, caller, linkedUser, { row: linked, identity }, data.loginDetails);

  const fromProvider = providerNames(identity);
  const firstName = data.firstName ?? fromProvider.firstName;
  const lastName = data.lastName ?? fromProvider.lastName;
  const missing: FieldError[] = [];
  if (!firstName) missing.push({ field: 'firstName', messageKey: 'required' });
  if (!lastName) missing.push({ field: 'lastName', messageKey: 'required' });
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', missing);
  if (await findUserByEmail(deps.db, identity.email)) throw emailTaken();

  const profile = {
    firstName: firstName!,
    lastName: lastName!,
    arFirstName: data.arFirstName ?? firstName!,
    arLastName: data.arLastName ?? lastName!,
    phone: data.phone ?? null,
    favLang: data.favLang ?? toLanguage(caller.locale ?? 'ar'),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const now = deps.now();
      const slug = await pickUserSlug(deps.db, profile);
      const user = await deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          ...profile,
          slug,
          email: identity.email,
          code: newUserCode(),
          passwordHash: null,
          emailVerifiedAt: now,
        });
        await insertSocialIdentity(tx, {
          provider: identity.provider,
          subject: identity.subject,
          userId: user.id,
          email: identity.email,
          lastLoginAt: now,
        });
        return user;
      });
      return await startSocialSession(deps, caller, user, null, data.loginDetails);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (/email/i.test(constraint)) throw emailTaken();
      if (/social_identities/i.test(constraint)) throw new AppError('SOCIAL_ACCOUNT_ALREADY_LINKED');
      // A slug or user code taken by a concurrent sign-up: pick again.
      if (attempt >= MAX_TRIES) throw error;
    }
  }
}

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', [{ field: 'email', messageKey: 'emailTaken' }]);
}
