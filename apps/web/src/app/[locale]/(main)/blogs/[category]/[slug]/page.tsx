import { pageMetadata } from '@/app/_lib/page-metadata';
import { placeholderPage } from '@/app/_lib/placeholder-page';

/** Rendered on first visit, then cached (no ids are known at build time yet). */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = pageMetadata('blogPost');
export default placeholderPage('blogPost');
