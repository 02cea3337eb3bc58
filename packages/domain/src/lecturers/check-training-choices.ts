import { activeTrainingChoices } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';

/** The field of training and job title must be among the active ones the form offers. */
export async function checkTrainingChoices(
  deps: DomainDeps,
  ids: { fieldOfTrainingId: string; jobTitleId: string },
): Promise<void> {
  const found = await activeTrainingChoices(deps.db, ids);
  const errors: FieldError[] = [];
  if (!found.fieldOfTraining) errors.push({ field: 'fieldOfTrainingId', messageKey: 'invalid' });
  if (!found.jobTitle) errors.push({ field: 'jobTitleId', messageKey: 'invalid' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
}
