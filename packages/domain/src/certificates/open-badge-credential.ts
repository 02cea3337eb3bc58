import { translate } from '@manara/i18n';
import type { CertificateIssuer } from './certificate-issuer';
import type { CertificateView } from './certificate-view';

export const OPEN_BADGES_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (VC Data Model 2.0), in English
 * with the Arabic names alongside. It carries no proof: it is verified by its `id`, the public
 * verification page, which shows the same facts from our database (docs/providers.md).
 */
export function openBadgeCredential(
  view: CertificateView,
  webBaseUrl: string,
  issuer: CertificateIssuer,
): Record<string, unknown> {
  const base = webBaseUrl.replace(/\/+$/, '');
  const t = (key: string, params: Record<string, string> = {}) => translate('en', `certificates.badge.${key}`, params);
  const program = view.enProgramTitle || view.arProgramTitle;
  const type = translate('en', `certificates.pdf.types.${view.programType}`);
  return {
    '@context': [...OPEN_BADGES_CONTEXT],
    id: view.verificationUrls.en,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: `${base}/`, type: ['Profile'], name: issuer.enName, url: `${base}/` },
    validFrom: view.issuedAt.toISOString(),
    name: t('name', { program }),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: view.enLearnerName || view.arLearnerName,
        },
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: view.arLearnerName || view.enLearnerName,
        },
      ],
      achievement: {
        id: `${base}/en/program/${view.programId}`,
        type: ['Achievement'],
        achievementType: view.certificationType === 'ACE' ? 'Certification' : 'Certificate',
        name: program,
        description: t('description', { program, type }),
        criteria: { narrative: t('criteria') },
        inLanguage: 'en',
      },
    },
  };
}
