import { api } from './api';
import type { Locale } from './browser';

// Catalogue facts read from the API, so journeys follow whatever the demo content holds.

export interface Lesson {
  id: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
  isPreview: boolean;
  liveSessionStartAt: string | null;
  liveSessionEndAt: string | null;
}

export interface Program {
  id: string;
  slug: string;
  lessons: Lesson[];
}

/** A published program's id by its slug. */
export async function programId(slug: string): Promise<string> {
  const { course } = await api<{ course: { data: { id: string } | null } }>(
    'query course($slug: String) { course(slug: $slug) { data { id } } }',
    { variables: { slug } },
  );
  if (!course.data) throw new Error(`no program ${slug}`);
  return course.data.id;
}

/** A program's id and its lessons in syllabus order (the syllabus is public metadata, decision 0012). */
export async function loadProgram(slug: string): Promise<Program> {
  const id = await programId(slug);
  const syllabus = await api<{ insideCourseSallabusSite: { data: { items: { lessons: Lesson[] }[] } } }>(
    'query insideCourseSallabusSite($id: String) { insideCourseSallabusSite(courseId: $id) { data { items { lessons { id type isPreview liveSessionStartAt liveSessionEndAt } } } } }',
    { variables: { id } },
  );
  return { id, slug, lessons: syllabus.insideCourseSallabusSite.data.items.flatMap((s) => s.lessons) };
}

export interface Course {
  id: string;
  slug: string;
  title: string;
}

/** The demo catalogue's paid published courses, titled in a language. */
export async function paidCourses(locale: Locale): Promise<Course[]> {
  const { courses } = await api<{ courses: { data: { items: (Course & { priceAfterDiscount: number })[] } } }>(
    'query courses { courses(paginate: { limit: 24 }) { data { items { id slug title priceAfterDiscount } } } }',
    { locale },
  );
  return courses.data.items.filter((c) => c.priceAfterDiscount > 0).map(({ id, slug, title }) => ({ id, slug, title }));
}
