import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files } from '../../schema/index';
import type { UploadModel } from './files';

export interface UploadUsage {
  model: UploadModel;
  /** Bytes of the checked uploads. */
  storedBytes: number;
  /** Uploads not checked yet: their links may still bring up to the model's limit each. */
  pending: number;
}

/** What an owner uploaded of `models` since `since`, per model. */
export async function sumUploadsSince(
  db: DbOrTx,
  ownerId: string,
  models: readonly UploadModel[],
  since: Date,
): Promise<UploadUsage[]> {
  const rows = await db
    .select({
      model: files.model,
      storedBytes: sql<string>`coalesce(sum(${files.size}), 0)`,
      pending: sql<string>`count(*) filter (where ${files.uploadedAt} is null)`,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.model, [...models]), gte(files.createdAt, since)))
    .groupBy(files.model);
  return rows.map((r) => ({ model: r.model, storedBytes: Number(r.storedBytes), pending: Number(r.pending) }));
}
