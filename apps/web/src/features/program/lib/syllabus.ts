/** Whole minutes a lesson takes, from the API's seconds; any started minute counts. */
export function lessonMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.ceil(seconds / 60);
}

export interface LiveSession {
  id: string;
  title: string;
  startAt: string;
  endAt: string | null;
}

interface LessonLike {
  id: string;
  title: string;
  type: string;
  liveSessionStartAt: string | null;
  liveSessionEndAt: string | null;
}

/** The live sessions of a syllabus with a date, earliest first. */
export function liveSessionsOf(sections: ReadonlyArray<{ lessons: ReadonlyArray<LessonLike> }>): LiveSession[] {
  return sections
    .flatMap((section) => section.lessons)
    .filter(
      (lesson): lesson is LessonLike & { liveSessionStartAt: string } =>
        lesson.type === 'LIVE_SESSION' && !!lesson.liveSessionStartAt,
    )
    .map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      startAt: lesson.liveSessionStartAt,
      endAt: lesson.liveSessionEndAt,
    }))
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}
