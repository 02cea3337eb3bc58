import { cairoTimeZone } from '@manara/i18n';

export interface LinkedInCertification {
  name: string;
  /** LinkedIn's numeric company id shows the logo and links the page; otherwise the name is shown as text. */
  organizationId?: string;
  organizationName: string;
  issuedAt: Date;
  certUrl: string;
  certId: string;
}

/** Year and 1-based month of a moment on the Cairo calendar. */
function cairoYearMonth(date: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: cairoTimeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/** LinkedIn "Add to profile" for a certification (docs/providers.md); the month is 1–12, not 0-based. */
export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const { year, month } = cairoYearMonth(cert.issuedAt);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: cert.name });
  if (cert.organizationId) params.set('organizationId', cert.organizationId);
  else params.set('organizationName', cert.organizationName);
  params.set('issueYear', String(year));
  params.set('issueMonth', String(month));
  params.set('certUrl', cert.certUrl);
  params.set('certId', cert.certId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
