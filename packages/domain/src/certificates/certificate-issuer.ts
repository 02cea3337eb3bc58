/** Who issues the certificates; read from the environment so each deployment names itself. */
export interface CertificateIssuer {
  arName: string;
  enName: string;
  /** LinkedIn company id (digits) for the "Add to profile" link; the name is used without it. */
  linkedInOrganizationId: string | undefined;
}

export function certificateIssuer(env: NodeJS.ProcessEnv = process.env): CertificateIssuer {
  return {
    arName: env.CERTIFICATE_ISSUER_NAME_AR || 'منارة',
    enName: env.CERTIFICATE_ISSUER_NAME_EN || 'Manara',
    linkedInOrganizationId: /^\d+$/.test(env.LINKEDIN_ORGANIZATION_ID ?? '') ? env.LINKEDIN_ORGANIZATION_ID : undefined,
  };
}
