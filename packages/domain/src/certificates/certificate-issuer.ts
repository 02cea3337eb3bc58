import type { DomainDeps } from '../deps';

/** Who issues the certificates: each deployment names itself (the API reads it from its configuration). */
export interface CertificateIssuer {
  arName: string;
  enName: string;
  /** LinkedIn company id (digits) for the "Add to profile" link; the name is used without it. */
  linkedInOrganizationId: string | undefined;
}

export const defaultCertificateIssuer: CertificateIssuer = {
  arName: 'منارة',
  enName: 'Manara',
  linkedInOrganizationId: undefined,
};

/** The deployment's issuer, or the brand's name when none is configured. */
export function certificateIssuer(deps: Pick<DomainDeps, 'site'>): CertificateIssuer {
  return deps.site?.certificateIssuer ?? defaultCertificateIssuer;
}
