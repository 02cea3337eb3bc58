import { loadersOf } from './loaders';
import { inLocale } from './localized';
import { CategoryRef, LessonPreviewRef, SectionRef } from './refs';
import { LessonTypeEnum } from './enums';

/** docs/product/catalogue.md Category, with the localised name and its number of published programs. */
CategoryRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    enName: t.exposeString('enName'),
    arName: t.exposeString('arName'),
    name: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
    localizedName: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
    image: t.exposeString('image', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    learningProgramsCount: t.int({ resolve: (c, _a, ctx) => loadersOf(ctx).categoryProgramsCount.load(c.id) }),
  }),
});

SectionRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    enTitle: t.exposeString('enTitle'),
    arTitle: t.exposeString('arTitle'),
    title: t.string({ resolve: (s, _a, ctx) => inLocale(ctx, s.arTitle, s.enTitle) }),
    order: t.exposeInt('order'),
    lessonsCount: t.exposeInt('lessonsCount'),
    videosCount: t.exposeInt('videosCount'),
    articlesCount: t.exposeInt('articlesCount'),
    learningTimeInMinutes: t.exposeInt('learningTimeInMinutes'),
    lessons: t.field({ type: [LessonPreviewRef], resolve: (s) => s.lessons }),
  }),
});

LessonPreviewRef.implement({
  description: 'A lesson as the syllabus preview shows it: never its content, video or live link',
  fields: (t) => ({
    id: t.exposeID('id'),
    enTitle: t.exposeString('enTitle'),
    arTitle: t.exposeString('arTitle'),
    title: t.string({ resolve: (l, _a, ctx) => inLocale(ctx, l.arTitle, l.enTitle) }),
    type: t.expose('type', { type: LessonTypeEnum }),
    order: t.exposeInt('order'),
    isPreview: t.exposeBoolean('isPreview'),
    duration: t.exposeInt('durationSeconds', { description: 'seconds' }),
    liveSessionStartAt: t.expose('liveSessionStartAt', { type: 'DateTime', nullable: true }),
    liveSessionEndAt: t.expose('liveSessionEndAt', { type: 'DateTime', nullable: true }),
  }),
});
