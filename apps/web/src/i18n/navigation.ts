// Language-aware links and navigation (Arabic at bare paths, English under /en), without
// next-intl's client runtime (decision 0026).
export { getPathname } from './localize-href';
export { Link } from './react/link';
export { usePathname, useRouter } from './react/navigation-hooks';
