import { describe, expect, it } from 'vitest';
import { signToken } from '../../lib/signing/signed-token';
import { createProgramPreviewLinks } from './program-preview-links';

const secret = Buffer.alloc(32, 3);
const links = createProgramPreviewLinks(secret);
const now = new Date('2026-11-27T12:00:00Z');
const grant = { programId: '5f0c8d0e-0000-4000-8000-000000000001', expiresAt: now.getTime() + 60_000 };

describe('program preview links', () => {
  it('reads back its own token until it expires', () => {
    const token = links.issue(grant);
    expect(token).toMatch(/^[\w-]+~[\w-]+$/);
    expect(links.read(token, now)).toEqual(grant);
    expect(links.read(token, new Date(grant.expiresAt))).toBeNull();
  });

  it('refuses forged, foreign-key and other-purpose tokens', () => {
    const token = links.issue(grant);
    expect(links.read(`${token}x`, now)).toBeNull();
    expect(createProgramPreviewLinks(Buffer.alloc(32, 4)).read(token, now)).toBeNull();
    expect(
      links.read(signToken('mail unsubscribe', [grant.programId, grant.expiresAt], secret).replace('.', '~'), now),
    ).toBeNull();
    expect(links.read(token.replace('~', '.'), now)).toBeNull();
    expect(links.read('', now)).toBeNull();
  });
});
