import { findPolicy, updatePolicyAtVersion, type PolicyRow } from '@manara/db';
import { z } from 'zod';
import { sanitizeRichText } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput, plainTextField } from '../validation/index';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';

const bodyField = z.string().trim().min(1).max(200_000);
const updatePolicySchema = z.object({
  kind: z.enum(['PAYMENT', 'PRIVACY', 'TERMS', 'ABOUT']),
  version: z.number({ message: 'invalid' }).int().min(1),
  arTitle: plainTextField(200),
  enTitle: plainTextField(200),
  contentAr: bodyField,
  contentEn: bodyField,
});

/** What the audit log keeps of a policy page: titles, and each body's length rather than a second copy. */
const audited = (row: PolicyRow) => ({
  arTitle: row.arTitle,
  enTitle: row.enTitle,
  contentArLength: row.contentAr.length,
  contentEnLength: row.contentEn.length,
});

/**
 * An administrator saves a policy page's titles and bodies (rich text, sanitised when stored)
 * from the version opened (VERSION_CONFLICT otherwise; decision 0067). Audited; the page refreshes.
 */
export async function updatePolicy(deps: DomainDeps, caller: Caller, input: unknown): Promise<PolicyRow> {
  const { kind, version, ...fields } = parseInput(updatePolicySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const saved = await deps.db.transaction(async (tx) => {
    const existing = await findPolicy(tx, kind, true);
    if (!existing) throw new AppError('NOT_FOUND');
    const row = await updatePolicyAtVersion(tx, kind, version, {
      ...fields,
      contentAr: sanitizeRichText(fields.contentAr),
      contentEn: sanitizeRichText(fields.contentEn),
      updatedAt: deps.now(),
    });
    if (!row) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'policy.update',
      entityType: 'policy',
      entityId: row.id,
      ...changedFields(audited(existing), audited(row)),
    });
    return row;
  });
  await publishContentChange(deps, ['policies', `policy:${kind}`]);
  return saved;
}
