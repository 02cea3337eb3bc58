import { request } from '@/shared/graphql/request';
import { fieldsOfTrainingQuery, jobTitlesQuery, type TrainingChoice } from './registration-documents';

/** Public lists, the same for every visitor: cached with the page for 300 s (decision 0010). */
const cached = (locale: string) => ({ locale, revalidate: 300 });

function itemsOf<T>(envelope: { success: boolean; code: string; message: string; data: { items: T[] } | null }): T[] {
  if (!envelope.success || !envelope.data) throw new Error(`${envelope.code}: ${envelope.message}`);
  return envelope.data.items;
}

/** The active fields of training and job titles the form offers, sorted by the API in the page language. */
export async function fetchRegistrationChoices(
  locale: string,
): Promise<{ fieldsOfTraining: TrainingChoice[]; jobTitles: TrainingChoice[] }> {
  const [fields, titles] = await Promise.all([
    request(fieldsOfTrainingQuery, {}, cached(locale)),
    request(jobTitlesQuery, {}, cached(locale)),
  ]);
  return { fieldsOfTraining: itemsOf(fields.activeFieldOfTrainings), jobTitles: itemsOf(titles.activeJobTitles) };
}
