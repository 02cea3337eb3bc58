import { request } from '@/shared/graphql/request';
import {
  countriesQuery,
  lecturerFaqsQuery,
  policiesQuery,
  userFaqsQuery,
  type CountryData,
  type FaqData,
  type PolicyData,
  type PolicyKind,
} from './content-documents';

/** Server reads for the content pages: public, the same for everyone, cached for 300 s (decision 0010). */
const cached = (locale: string) => ({ locale, revalidate: 300 });

function itemsOf<T>(envelope: { success: boolean; code: string; message: string; data: { items: T[] } | null }): T[] {
  if (!envelope.success || !envelope.data) throw new Error(`${envelope.code}: ${envelope.message}`);
  return envelope.data.items;
}

export async function fetchFaqs(locale: string): Promise<{ users: FaqData[]; lecturers: FaqData[] }> {
  const [users, lecturers] = await Promise.all([
    request(userFaqsQuery, {}, cached(locale)),
    request(lecturerFaqsQuery, {}, cached(locale)),
  ]);
  const byOrder = (a: FaqData, b: FaqData) => a.order - b.order;
  return { users: itemsOf(users.userFaqs).sort(byOrder), lecturers: itemsOf(lecturers.lecturerFaqs).sort(byOrder) };
}

/** The policy of one kind, or null when none is published. */
export async function fetchPolicy(locale: string, kind: PolicyKind): Promise<PolicyData | null> {
  const { getPolicies } = await request(policiesQuery, {}, cached(locale));
  return itemsOf(getPolicies).find((policy) => policy.kind === kind) ?? null;
}

export async function fetchCountries(locale: string): Promise<CountryData[]> {
  const { countries } = await request(countriesQuery, {}, cached(locale));
  return itemsOf(countries);
}
