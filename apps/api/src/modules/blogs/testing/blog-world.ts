import type { Db } from '@manara/db';
import { insertBlog, insertBlogCategory, insertLecturer } from '../../catalog/testing/fixtures';

/** Two active blog categories and a hidden one; four published blogs, a draft and an archived one. */
export async function seedBlogs(db: Db) {
  const writer = await insertLecturer(db, {
    firstName: 'Sara',
    lastName: 'Nabil',
    arFirstName: 'سارة',
    arLastName: 'نبيل',
    slug: 'sara-nabil',
  });
  const nutrition = await insertBlogCategory(db, {
    enName: 'Nutrition Tips',
    arName: 'نصائح التغذية',
    createdAt: new Date('2026-01-01Z'),
  });
  const training = await insertBlogCategory(db, {
    enName: 'Training',
    arName: 'التدريب',
    createdAt: new Date('2026-01-02Z'),
  });
  const hidden = await insertBlogCategory(db, { enName: 'Hidden Blogs', arName: 'مخفية', isActive: false });
  const at = (d: number) => new Date(Date.UTC(2026, 1, d));
  const hydration = await insertBlog(db, {
    enTitle: 'Hydration Guide',
    arTitle: 'دليل شرب الماء',
    enContent: '<p>Drink <strong>water</strong></p>',
    arContent: '<p>اشرب الماء</p>',
    categoryId: nutrition.id,
    lecturerId: writer.id,
    enTags: ['water', 'health'],
    arTags: ['الماء', 'الصحة'],
    viewsCount: 10,
    likesCount: 2,
    publishedAt: at(1),
  });
  const protein = await insertBlog(db, {
    enTitle: 'Protein Myths',
    arTitle: 'خرافات البروتين',
    categoryId: nutrition.id,
    enTags: ['protein'],
    arTags: ['البروتين'],
    viewsCount: 50,
    likesCount: 1,
    publishedAt: at(2),
  });
  const squats = await insertBlog(db, {
    enTitle: 'Better Squats',
    arTitle: 'سكوات أفضل',
    categoryId: training.id,
    lecturerId: writer.id,
    enTags: ['health'],
    arTags: ['الصحة'],
    viewsCount: 5,
    publishedAt: at(3),
  });
  const rest = await insertBlog(db, {
    enTitle: 'Rest Days',
    arTitle: 'أيام الراحة',
    categoryId: training.id,
    viewsCount: 1,
    likesCount: 7,
    publishedAt: at(4),
  });
  const draft = await insertBlog(db, {
    enTitle: 'Draft Post',
    arTitle: 'مسودة',
    categoryId: training.id,
    status: 'DRAFT',
  });
  const archived = await insertBlog(db, {
    enTitle: 'Old Post',
    arTitle: 'قديم',
    categoryId: training.id,
    status: 'ARCHIVED',
  });
  return { writer, nutrition, training, hidden, hydration, protein, squats, rest, draft, archived };
}
