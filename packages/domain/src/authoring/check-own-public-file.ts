import { findOwnFile, type DbOrTx, type UploadModel } from '@manara/db';

/** Whether `key` is the actor's own upload of this model, published (the studio's images; decision 0064). */
export async function isOwnPublicFile(tx: DbOrTx, actorId: string, key: string, model: UploadModel): Promise<boolean> {
  const file = await findOwnFile(tx, actorId, key);
  return Boolean(file?.isPublic && file.model === model);
}
