import { LocalizedNotFoundView } from '@/shared/components/not-found/localized-not-found-view';

/** Unknown paths (and notFound() in main pages) keep the header and footer around the 404 text. */
export default function MainNotFound() {
  return <LocalizedNotFoundView />;
}
