import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { segment } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { JsonLd } from '@/shared/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/shared/seo/page-seo';
import { personJsonLd } from '@/shared/seo/schema-org';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { loadLecturer } from '@/features/lecturers/api/load-lecturer';
import { LecturerProfile } from '@/features/lecturers/components/lecturer-profile';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;

/** Rendered on first visit, then cached (no ids are known at build time). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const lecturer = await loadLecturer(locale, id);
  const t = await getTranslations({ locale, namespace: 'pages.lecturer' });
  return buildMetadata({
    locale,
    path: `/lecturers/${segment(lecturer.slug)}`,
    title: lecturer.fullName,
    description: lecturer.bio.trim() ? truncate(lecturer.bio, 160) : t('metaDescription', { name: lecturer.fullName }),
    image: lecturer.profilePicture,
    type: 'profile',
  });
}

/** /lecturers/{id or slug}: a lecturer's public profile. A UUID redirects permanently to the slug URL. */
export default async function LecturerPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const lecturer = await loadLecturer(locale, id);
  const path = `/lecturers/${segment(lecturer.slug)}`;
  const t = await getTranslations({ locale, namespace: 'pages.lecturers' });
  return (
    <>
      <JsonLd
        data={personJsonLd({
          url: absoluteUrl(locale, path),
          name: lecturer.fullName,
          jobTitle: lecturer.jobTitle?.localizedName,
          description: lecturer.bio || null,
          image: lecturer.profilePicture,
        })}
      />
      <LecturerProfile
        lecturer={lecturer}
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            items={[
              { name: t('title'), path: '/lecturers' },
              { name: lecturer.fullName, path },
            ]}
          />
        }
      />
    </>
  );
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
