// Programs and articles of the demo content (packages/db/demo-content) that several journeys visit.

/**
 * A paid course with a certificate (programs/motivation-goal-setting.yaml): a preview video, an
 * article, two more videos and a three-question quiz.
 */
export const certifiedCourseSlug = 'motivation-and-goal-setting-for-coaches';

/** A discounted paid course with a free preview lesson (programs/acl-rehabilitation.yaml). */
export const courseSlug = 'acl-rehabilitation-from-surgery-to-return-to-play';

/** A workshop whose two live sessions start at 19:00 Cairo time (programs/workshops/kinesio-taping.yaml). */
export const workshopSlug = 'kinesio-taping-for-sports-injuries';

/** An article for each language, in its category (blogs/training-tips.yaml). */
export const articles = {
  ar: { slug: 'five-warm-up-mistakes-that-increase-your-injury-risk', category: 'training-tips' },
  en: { slug: 'how-many-rest-days-do-you-really-need', category: 'training-tips' },
};
