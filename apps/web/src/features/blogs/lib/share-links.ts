export type ShareTarget = 'whatsapp' | 'x' | 'facebook' | 'linkedin';

/** Plain share links (no scripts from the networks): each opens the network's own share page. */
export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}
