import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { NotFoundView, notFoundTexts } from './not-found-view';

/** The 404 view inside a language layout (server component: texts come from the request's language). */
export function LocalizedNotFoundView() {
  const t = useTranslations('shell.notFound');
  return (
    <NotFoundView
      texts={notFoundTexts(t)}
      link={(className, children) => (
        <Link href="/" className={className}>
          {children}
        </Link>
      )}
    />
  );
}
