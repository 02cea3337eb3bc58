/** What a certificate is worth today: revoked beats pending beats valid. */
export type CertificateStatus = 'valid' | 'pending' | 'revoked';

export function certificateStatus(certificate: { pending: boolean; revoked: boolean }): CertificateStatus {
  if (certificate.revoked) return 'revoked';
  return certificate.pending ? 'pending' : 'valid';
}
