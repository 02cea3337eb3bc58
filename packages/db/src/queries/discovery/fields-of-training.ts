import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { fieldsOfTraining, jobTitles } from '../../schema/index';

export type NamedRow = { id: string; enName: string; arName: string };

export async function listActiveFieldsOfTraining(db: DbOrTx): Promise<NamedRow[]> {
  return db
    .select({ id: fieldsOfTraining.id, enName: fieldsOfTraining.enName, arName: fieldsOfTraining.arName })
    .from(fieldsOfTraining)
    .where(eq(fieldsOfTraining.isActive, true));
}

/** Whether the ids name an active field of training and an active job title. */
export async function activeTrainingChoices(db: DbOrTx, ids: { fieldOfTrainingId: string; jobTitleId: string }) {
  const [field] = await db
    .select({ id: fieldsOfTraining.id })
    .from(fieldsOfTraining)
    .where(and(eq(fieldsOfTraining.id, ids.fieldOfTrainingId), eq(fieldsOfTraining.isActive, true)));
  const [title] = await db
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(and(eq(jobTitles.id, ids.jobTitleId), eq(jobTitles.isActive, true)));
  return { fieldOfTraining: Boolean(field), jobTitle: Boolean(title) };
}
