import { LocalizedNotFoundView } from '@/shared/ui/not-found/localized-not-found-view';

/** notFound() inside a language (outside the main layout): the 404 page without header and footer. */
export default function LocaleNotFound() {
  return (
    <main id="main" className="flex-1">
      <LocalizedNotFoundView />
    </main>
  );
}
