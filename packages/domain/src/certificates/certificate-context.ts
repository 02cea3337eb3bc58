import type { DomainDeps } from '../deps';
import { certificateIssuer } from './certificate-issuer';
import type { CertificateViewContext } from './certificate-view';

export function certificateViewContext(deps: DomainDeps): CertificateViewContext {
  return { now: deps.now(), webBaseUrl: deps.webBaseUrl, issuer: certificateIssuer(deps) };
}
