import { LocalizedNotFoundView } from '@/shared/ui/not-found/localized-not-found-view';

/** Unknown paths (and notFound() in main pages) keep the header and footer around the 404 text. */
export default function MainNotFound() {
  return <LocalizedNotFoundView />;
}
