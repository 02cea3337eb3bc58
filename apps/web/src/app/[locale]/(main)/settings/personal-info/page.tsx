import { pageMetadata } from '@/app/_lib/page-metadata';
import { placeholderPage } from '@/app/_lib/placeholder-page';

export const generateMetadata = pageMetadata('personalInfo', { private: true });
export default placeholderPage('personalInfo');
