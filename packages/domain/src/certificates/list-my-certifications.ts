import { listUserCertificates } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { certificateViewContext } from './certificate-context';
import { toCertificateView, type CertificateView } from './certificate-view';
import { myCertificationsSchema } from './schemas';

/** `myCertifications(paginate)`: the learner's own certificates (pending ones included), newest first. */
export async function listMyCertifications(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<CertificateView>> {
  const viewer = requireViewer(caller);
  const { paginate } = parseInput(myCertificationsSchema, input);
  const { rows, totalCount } = await listUserCertificates(deps.db, {
    userId: viewer.userId,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  const context = certificateViewContext(deps);
  return pageOf(
    rows.map((row) => toCertificateView(row, context)),
    paginate,
    totalCount,
  );
}
