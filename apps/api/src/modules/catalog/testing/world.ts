import type { Db } from '@manara/db';
import { insertCategory, insertLecturer, insertNamed, insertProgram, insertSyllabus, linkDiploma } from './fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * A small catalogue with known answers: two active categories and a hidden one, an approved and a
 * pending lecturer, four published programs (3 courses incl. a free one, 1 live workshop), a
 * draft and an unpublished course, and a diploma holding two courses, the workshop and the draft.
 */
export async function seedCatalogue(db: Db) {
  const coach = await insertNamed(db, 'jobTitles', 'Fitness Coach', 'مدرب لياقة');
  const nutrition = await insertCategory(db, {
    enName: 'Nutrition',
    arName: 'التغذية',
    sortOrder: 2,
    createdAt: day(1),
  });
  const fitness = await insertCategory(db, { enName: 'Fitness', arName: 'اللياقة', sortOrder: 1, createdAt: day(2) });
  const hidden = await insertCategory(db, { enName: 'Hidden', arName: 'مخفي', isActive: false, createdAt: day(3) });
  const mona = await insertLecturer(db, {
    firstName: 'Mona',
    lastName: 'Adel',
    arFirstName: 'منى',
    arLastName: 'عادل',
    slug: 'mona-adel',
    jobTitleId: coach.id,
  });
  const pending = await insertLecturer(db, {
    firstName: 'Pending',
    lastName: 'Person',
    arFirstName: 'معلق',
    arLastName: 'شخص',
    status: 'PENDING',
  });

  const basics = await insertProgram(db, {
    enTitle: 'Sports Nutrition Basics',
    arTitle: 'أساسيات التغذية الرياضية',
    categoryId: nutrition.id,
    lecturerId: mona.id,
    level: 'BEGINNER',
    language: 'AR',
    originalPrice: 500_00,
    priceAfterDiscount: 400_50,
    totalRatings: 45,
    totalNumberOfRatings: 10,
    enrolledUsersCount: 120,
    enSummary: 'Eat well to train well',
    arSummary: 'تغذية سليمة لتدريب أفضل',
    enAbout: '<p>About nutrition</p>',
    arAbout: '<p>عن التغذية</p>',
    promoVideo: 'promo-basics',
    aceCertificate: true,
    aceDaysToGetCertified: 30,
    approvedAt: day(1),
    createdAt: day(1),
  });
  const strength = await insertProgram(db, {
    enTitle: 'Strength Training',
    arTitle: 'تدريب القوة',
    categoryId: fitness.id,
    lecturerId: mona.id,
    level: 'INTERMEDIATE',
    language: 'EN',
    originalPrice: 300_00,
    enrolledUsersCount: 300,
    createdAt: day(2),
  });
  const stretching = await insertProgram(db, {
    enTitle: 'Free Stretching',
    arTitle: 'إطالات مجانية',
    categoryId: fitness.id,
    originalPrice: 0,
    totalRatings: 7,
    totalNumberOfRatings: 2,
    enrolledUsersCount: 50,
    createdAt: day(3),
  });
  const workshop = await insertProgram(db, {
    enTitle: 'Live Recovery Workshop',
    arTitle: 'ورشة التعافي المباشرة',
    type: 'WORKSHOP',
    isLiveCourse: true,
    categoryId: nutrition.id,
    lecturerId: pending.id,
    level: 'ADVANCED',
    originalPrice: 200_00,
    enrolledUsersCount: 80,
    createdAt: day(4),
  });
  const draft = await insertProgram(db, {
    enTitle: 'Draft Course',
    arTitle: 'دورة مسودة',
    publicationStatus: 'DRAFT',
    createdAt: day(5),
  });
  const unpublished = await insertProgram(db, {
    enTitle: 'Unpublished Course',
    arTitle: 'دورة غير منشورة',
    publicationStatus: 'UNPUBLISHED',
  });
  const diploma = await insertProgram(db, {
    enTitle: 'Sports Science Diploma',
    arTitle: 'دبلومة علوم الرياضة',
    type: 'DIPLOMA',
    categoryId: nutrition.id,
    lecturerId: mona.id,
    originalPrice: 1000_00,
    priceAfterDiscount: 900_00,
    enSummary: 'A full track',
    arSummary: 'مسار كامل',
    createdAt: day(6),
  });
  await linkDiploma(db, diploma.id, [basics.id, draft.id, workshop.id, strength.id]);
  await insertSyllabus(db, basics.id, [
    {
      enTitle: 'Introduction',
      arTitle: 'مقدمة',
      lessons: [
        { enTitle: 'Welcome', type: 'VIDEO', isPreview: true, durationSeconds: 600, videoId: 'secret-video' },
        { enTitle: 'Reading', type: 'ARTICLE', durationSeconds: 300, enContent: 'SECRET CONTENT' },
      ],
    },
    {
      enTitle: 'Practice',
      arTitle: 'تطبيق',
      lessons: [
        {
          enTitle: 'Live Q&A',
          type: 'LIVE_SESSION',
          durationSeconds: 3600,
          liveSessionStartAt: day(20),
          liveSessionUrl: 'https://secret',
        },
        { enTitle: 'Check', type: 'QUIZ', durationSeconds: 0 },
      ],
    },
  ]);
  return {
    coach,
    nutrition,
    fitness,
    hidden,
    mona,
    pending,
    basics,
    strength,
    stretching,
    workshop,
    draft,
    unpublished,
    diploma,
  };
}
