import { findLecturer, insertProgram, replaceProgramCoLecturers } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import { parseInput } from '../validation/index';
import { checkCoLecturers } from './check-co-lecturers';
import { recordAudit } from './record-audit';
import { createProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';
import { uniqueProgramSlug } from './unique-program-slug';

/**
 * Starts a program as a DRAFT with its two titles (decision 0028). A lecturer's program is their
 * own; an administrator may name the lecturer (or none yet). Co-lecturers may be named at once
 * (decision 0076). The slug comes from the English title.
 */
export async function createProgram(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioProgramView> {
  const actor = await requireStudioActor(deps, caller);
  const { type, arTitle, enTitle, lecturerId, coLecturerIds = [] } = parseInput(createProgramSchema, input);
  if (actor.kind === 'LECTURER' && lecturerId && lecturerId !== actor.lecturerId) throw new AppError('FORBIDDEN');
  const owner = actor.kind === 'LECTURER' ? actor.lecturerId : (lecturerId ?? null);
  const [ownerFound, coLecturerErrors] = await Promise.all([
    owner && actor.kind === 'ADMIN' ? findLecturer(deps.db, { id: owner }) : true,
    checkCoLecturers(deps.db, 'coLecturerIds', owner, coLecturerIds),
  ]);
  const errors: FieldError[] = [
    ...(ownerFound ? [] : [{ field: 'lecturerId', messageKey: 'invalid' }]),
    ...coLecturerErrors,
  ];
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertProgram(tx, {
      type,
      arTitle,
      enTitle,
      slug: await uniqueProgramSlug(tx, enTitle),
      lecturerId: owner,
      isLiveCourse: type === 'WORKSHOP',
      originalPrice: 0,
      publicationStatus: 'DRAFT',
      createdAt: now,
      updatedAt: now,
    });
    if (coLecturerIds.length > 0) await replaceProgramCoLecturers(tx, row.id, coLecturerIds);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'program.create',
      entityType: 'program',
      entityId: row.id,
      after: { type, arTitle, enTitle, slug: row.slug, lecturerId: owner, coLecturerIds },
    });
    return toStudioProgramView(row);
  });
}
