import type { CertificateRow } from '@manara/db';
import type { CertificateIssuer } from '../certificate-issuer';

export const sampleIssuer: CertificateIssuer = { arName: 'منارة', enName: 'Manara', linkedInOrganizationId: undefined };

/** A stored certificate as the unit tests need it; override what a test is about. */
export function sampleCertificateRow(overrides: Partial<CertificateRow> = {}): CertificateRow {
  return {
    id: '6f1c1d3e-0000-4000-8000-00000000c001',
    code: 'MNR-7K2Q-9XCD',
    userId: '6f1c1d3e-0000-4000-8000-00000000a001',
    programId: '6f1c1d3e-0000-4000-8000-00000000b001',
    programType: 'COURSE',
    certificationType: 'COMPLETION',
    arLearnerName: 'سارة محمود',
    enLearnerName: 'Sara Mahmoud',
    arProgramTitle: 'أساسيات التغذية الرياضية',
    enProgramTitle: 'Sports Nutrition Basics',
    arLecturerName: 'أحمد سامي',
    enLecturerName: 'Ahmed Samy',
    completedAt: new Date('2026-12-31T20:00:00Z'),
    // 23:30 UTC on 31 December is already 1 January in Cairo.
    issuedAt: new Date('2026-12-31T23:30:00Z'),
    revokedAt: null,
    revokedReason: null,
    createdAt: new Date('2026-12-31T23:30:00Z'),
    ...overrides,
  };
}
