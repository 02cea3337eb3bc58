import { pageMetadata } from '@/app/_lib/page-metadata';
import { placeholderPage } from '@/app/_lib/placeholder-page';

export const generateMetadata = pageMetadata('contactUs');
export default placeholderPage('contactUs');
