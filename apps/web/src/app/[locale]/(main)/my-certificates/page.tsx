import { pageMetadata } from '@/app/_lib/page-metadata';
import { placeholderPage } from '@/app/_lib/placeholder-page';

export const generateMetadata = pageMetadata('myCertificates', { private: true });
export default placeholderPage('myCertificates');
