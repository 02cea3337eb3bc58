import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Certificate PDFs (preview and download, per language) and Open Badges credentials (decision 0007). */
export const GET = forwardUnder('/certificates');
