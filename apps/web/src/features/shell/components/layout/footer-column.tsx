import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';

export function FooterColumn({ title, links }: { title: string; links: readonly { href: string; key: string }[] }) {
  const t = useTranslations('nav');
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold text-fg">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-[0.95rem] text-fg-muted transition-colors hover:text-accent">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
