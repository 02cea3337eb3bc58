import { findLecturersByIds, type DbOrTx } from '@manara/db';
import type { FieldError } from '../errors/index';

/**
 * What a program's co-lecturers (decision 0076) must be beyond their shape: never the program's
 * owning lecturer, and each an approved lecturer the public can see. One field error per refused
 * one, named `<field>.<index>` and saying its position; none when all are fine.
 */
export async function checkCoLecturers(
  tx: DbOrTx,
  field: string,
  ownerId: string | null,
  coLecturerIds: readonly string[],
): Promise<FieldError[]> {
  const approved = new Set((await findLecturersByIds(tx, coLecturerIds)).map((lecturer) => lecturer.id));
  return coLecturerIds.flatMap((id, index): FieldError[] => {
    const at = { field: `${field}.${index}`, params: { position: index + 1 } };
    if (id === ownerId) return [{ ...at, messageKey: 'coLecturerIsOwner' }];
    if (!approved.has(id)) return [{ ...at, messageKey: 'coLecturerNotApproved' }];
    return [];
  });
}
