/**
 * Release rule (decision 0012): every lesson of a program is available to its enrolled
 * learners at once; preview lessons are available to everyone. Live sessions are available too;
 * only their join link waits for the session window (see liveSessionStateOf).
 */
export function isLessonAvailable(lesson: { isPreview: boolean }, isEnrolled: boolean): boolean {
  return isEnrolled || lesson.isPreview;
}
