import { describe, expect, it } from 'vitest';
import { toCertificateView } from './certificate-view';
import { OPEN_BADGES_CONTEXT, openBadgeCredential } from './open-badge-credential';
import { sampleCertificateRow, sampleIssuer } from './testing/sample-certificate';

describe('openBadgeCredential', () => {
  it('has the Open Badges 3.0 / VC 2.0 shape with the printed facts', () => {
    const row = sampleCertificateRow();
    const view = toCertificateView(row, {
      now: new Date('2027-02-01T00:00:00Z'),
      webBaseUrl: 'https://manara.test',
      issuer: sampleIssuer,
    });
    const credential = openBadgeCredential(view, 'https://manara.test', sampleIssuer) as Record<string, any>;
    expect(credential['@context']).toEqual([...OPEN_BADGES_CONTEXT]);
    expect(credential['@context'][0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(credential.id).toBe(`https://manara.test/en/certification/${row.id}`);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toEqual({
      id: 'https://manara.test/',
      type: ['Profile'],
      name: 'Manara',
      url: 'https://manara.test/',
    });
    expect(credential.validFrom).toBe('2026-12-31T23:30:00.000Z');
    // VC 2.0 names: no 1.1 issuanceDate.
    expect(credential).not.toHaveProperty('issuanceDate');
    expect(credential.name).toBe('Certificate of Completion — Sports Nutrition Basics');
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier.map((i: { identityHash: string }) => i.identityHash)).toEqual([
      'Sara Mahmoud',
      'سارة محمود',
    ]);
    for (const identifier of subject.identifier)
      expect(identifier).toMatchObject({ type: 'IdentityObject', identityType: 'name', hashed: false });
    expect(subject.achievement).toMatchObject({
      id: `https://manara.test/en/program/${row.programId}`,
      type: ['Achievement'],
      name: 'Sports Nutrition Basics',
      description: 'Completed the Sports Nutrition Basics course.',
      criteria: { narrative: expect.any(String) },
    });
  });
});
