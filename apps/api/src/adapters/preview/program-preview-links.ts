import type { ProgramPreviewGrant, ProgramPreviewLinks } from '@manara/domain';
import { readToken, signToken } from '../../lib/signing/signed-token';

/** Its own purpose, so no other signed token passes for a preview (decision 0063). */
const PURPOSE = 'program preview';
/** A week: long enough to send a draft to a colleague and hear back, short enough to go stale. */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The domain's ProgramPreviewLinks port: the program id and expiry in a token signed with the
 * shared key. Its two parts are joined by `~` rather than a dot: the token is a path segment, and
 * the web's locale routing passes over paths with a dot as if they named a file.
 */
export function createProgramPreviewLinks(secret: Buffer): ProgramPreviewLinks {
  return {
    ttlMs: PREVIEW_LINK_TTL_MS,
    issue: (grant) => signToken(PURPOSE, [grant.programId, grant.expiresAt], secret).replace('.', '~'),
    read(token, now): ProgramPreviewGrant | null {
      if (token.includes('.')) return null;
      const data = readToken(PURPOSE, token.replace('~', '.'), secret);
      if (!Array.isArray(data) || data.length !== 2) return null;
      const [programId, expiresAt] = data as unknown[];
      if (typeof programId !== 'string' || typeof expiresAt !== 'number') return null;
      return expiresAt > now.getTime() ? { programId, expiresAt } : null;
    },
  };
}
