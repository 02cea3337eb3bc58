import { createHash } from 'node:crypto';
import {
  checkUploadGrant,
  signUploadGrant,
  type UploadGrant,
  type UploadGrantCheck,
} from '../storage/upload-link-signature';

/** The request header carrying a resumable upload's grant (the same signed grant as a PUT link's). */
export const GRANT_HEADER = 'upload-grant';

/** The grant as a header value: the key beside the signed limit and expiry of a local upload link. */
export function grantHeaderValue(grant: UploadGrant, secret: Buffer): string {
  return `${new URLSearchParams({ key: grant.key }).toString()}&${signUploadGrant(grant, secret)}`;
}

/** Checks a header value as an upload link's query is checked: signature first, then expiry. */
export function checkGrantHeader(value: string | null, secret: Buffer, now: Date): UploadGrantCheck {
  const params = new URLSearchParams(value ?? '');
  const key = params.get('key');
  if (!key) return { ok: false, reason: 'invalid' };
  const field = (name: string) => params.get(name) ?? undefined;
  return checkUploadGrant(key, { max: field('max'), expires: field('expires'), sig: field('sig') }, secret, now);
}

/**
 * The tus upload's id for an object key: derived, so a grant reaches only its own upload, and
 * without the key's slashes, so it is one name in the staging folder and one path segment.
 */
export function tusUploadId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
