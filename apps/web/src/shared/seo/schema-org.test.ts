import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  diplomaJsonLd,
  faqPageJsonLd,
  personJsonLd,
} from './schema-org';

const origin = 'https://manara.example';
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.WEB_BASE_URL;
  process.env.WEB_BASE_URL = origin;
});
afterEach(() => {
  if (saved === undefined) delete process.env.WEB_BASE_URL;
  else process.env.WEB_BASE_URL = saved;
});

const image = `${origin}/img/content/programs/acl.webp?w=1200&fmt=jpeg`;

describe('courseJsonLd', () => {
  const course = {
    url: `${origin}/en/program/acl`,
    name: 'ACL',
    description: 'Rehab',
    image: 'content/programs/acl.webp',
    inLanguage: 'en' as const,
    priceEgp: 1500,
  };

  it('describes an online course with an EGP offer and the brand as provider', () => {
    expect(courseJsonLd(course)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'ACL',
      description: 'Rehab',
      url: course.url,
      inLanguage: 'en',
      image,
      provider: { '@type': 'Organization', name: 'Manara', url: `${origin}/en` },
      offers: {
        '@type': 'Offer',
        price: 1500,
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        category: 'Paid',
        url: course.url,
      },
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online' }],
    });
  });

  it('says until when a discounted price holds', () => {
    const ld = courseJsonLd({ ...course, priceValidUntil: '2026-12-31T21:59:00.000Z' }) as {
      offers: Record<string, unknown>;
    };
    expect(ld.offers).toMatchObject({ price: 1500, priceValidUntil: '2026-12-31T21:59:00.000Z' });
    expect(courseJsonLd(course)).not.toHaveProperty('offers.priceValidUntil');
  });

  it('adds the lecturer, rating and live start date when known', () => {
    const ld = courseJsonLd({
      ...course,
      url: `${origin}/program/acl`,
      lecturerNames: ['Dr. Sara'],
      rating: { value: 4.5, count: 12 },
      isLive: true,
      startDate: '2026-12-01T16:00:00Z',
    }) as Record<string, unknown>;
    expect(ld.provider).toMatchObject({ name: 'منارة', url: `${origin}/` });
    expect(ld.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        startDate: '2026-12-01T16:00:00Z',
        instructor: { '@type': 'Person', name: 'Dr. Sara' },
      },
    ]);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('names every lecturer of a co-taught course as its instructors, in order', () => {
    const ld = courseJsonLd({ ...course, lecturerNames: ['Dr. Sara', 'Omar Adel'] }) as {
      hasCourseInstance: Array<Record<string, unknown>>;
    };
    expect(ld.hasCourseInstance[0]!.instructor).toEqual([
      { '@type': 'Person', name: 'Dr. Sara' },
      { '@type': 'Person', name: 'Omar Adel' },
    ]);
    expect(courseJsonLd({ ...course, lecturerNames: [] })).not.toHaveProperty('hasCourseInstance.0.instructor');
  });

  it('leaves out an empty rating and marks a zero price free', () => {
    const ld = courseJsonLd({ ...course, priceEgp: 0, rating: { value: 0, count: 0 }, image: null }) as Record<
      string,
      unknown
    >;
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
    expect(ld.offers).toMatchObject({ price: 0, category: 'Free' });
  });
});

describe('diplomaJsonLd', () => {
  it('describes a program with its offer in EGP', () => {
    expect(
      diplomaJsonLd({
        url: `${origin}/en/paths/sports`,
        name: 'Sports',
        description: 'D',
        image: `https://cdn.example/x.jpg`,
        priceEgp: 9000,
        programCount: 4,
      }),
    ).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      image: 'https://cdn.example/x.jpg',
      numberOfCredits: 4,
      provider: { name: 'Manara' },
      offers: { price: 9000, priceCurrency: 'EGP' },
    });
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    url: `${origin}/blogs/news/hello`,
    headline: 'H',
    description: 'D',
    datePublished: '2026-01-02',
    inLanguage: 'ar' as const,
  };

  it('credits the author, or the platform without one', () => {
    expect(blogPostingJsonLd({ ...post, authorName: 'Omar' })).toMatchObject({
      '@type': 'BlogPosting',
      author: { '@type': 'Person', name: 'Omar' },
      publisher: { '@type': 'Organization', name: 'منارة' },
      mainEntityOfPage: { '@id': post.url },
    });
    expect(blogPostingJsonLd(post)).toMatchObject({ author: { '@type': 'Organization', name: 'منارة' } });
  });
});

describe('personJsonLd', () => {
  it('keeps only known fields', () => {
    expect(
      personJsonLd({ url: `${origin}/lecturers/sara`, name: 'Sara', jobTitle: null, image: 'lecturers/sara.webp' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Sara',
      url: `${origin}/lecturers/sara`,
      image: `${origin}/img/lecturers/sara.webp?w=1200&fmt=jpeg`,
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail and makes paths absolute in the page language', () => {
    expect(
      breadcrumbJsonLd('en', [
        { name: 'Home', path: '/' },
        { name: 'Paths', path: '/paths' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
        { '@type': 'ListItem', position: 2, name: 'Paths', item: `${origin}/en/paths` },
      ],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('strips HTML from answers', () => {
    expect(faqPageJsonLd([{ question: 'How?', answer: '<p>Like <strong>this</strong> &amp; that</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer', text: 'Like this & that' } },
      ],
    });
  });
});
