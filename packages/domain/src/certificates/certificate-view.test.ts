import { describe, expect, it } from 'vitest';
import { toCertificateView } from './certificate-view';
import { sampleCertificateRow, sampleIssuer } from './testing/sample-certificate';

const context = (now: string) => ({ now: new Date(now), webBaseUrl: 'https://manara.test/', issuer: sampleIssuer });

describe('toCertificateView', () => {
  it('links the PDFs per language, the badge, and the verification page in both languages', () => {
    const row = sampleCertificateRow();
    const view = toCertificateView(row, context('2027-01-02T00:00:00Z'));
    expect(view).toMatchObject({
      pending: false,
      revoked: false,
      previewArUrl: `/certificates/${row.id}.pdf?lang=ar`,
      previewEnUrl: `/certificates/${row.id}.pdf?lang=en`,
      downloadArUrl: `/certificates/${row.id}.pdf?lang=ar&download=1`,
      downloadEnUrl: `/certificates/${row.id}.pdf?lang=en&download=1`,
      openBadgeUrl: `/certificates/${row.id}/open-badge.json`,
      verificationUrls: {
        ar: `https://manara.test/certification/${row.id}`,
        en: `https://manara.test/en/certification/${row.id}`,
      },
    });
    const arLinkedIn = new URL(view.linkedInUrls.ar).searchParams;
    expect(arLinkedIn.get('name')).toBe('أساسيات التغذية الرياضية');
    expect(arLinkedIn.get('certUrl')).toBe(view.verificationUrls.ar);
    expect(new URL(view.linkedInUrls.en).searchParams.get('name')).toBe('Sports Nutrition Basics');
  });

  it('is pending until its date and shows revocation', () => {
    const row = sampleCertificateRow({ certificationType: 'ACE', issuedAt: new Date('2027-02-01T00:00:00Z') });
    expect(toCertificateView(row, context('2027-01-31T23:59:59Z')).pending).toBe(true);
    expect(toCertificateView(row, context('2027-02-01T00:00:00Z')).pending).toBe(false);
    expect(
      toCertificateView(sampleCertificateRow({ revokedAt: new Date() }), context('2027-03-01T00:00:00Z')).revoked,
    ).toBe(true);
  });
});
