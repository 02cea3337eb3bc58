/**
 * Reading styles for stored rich text; logical properties only, so both directions read right.
 * The studio's editor uses them too, so an author sees what learners will.
 */
export const proseClasses = [
  'max-w-none text-fg leading-loose',
  '[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-5 [&_blockquote]:border-s-4 [&_blockquote]:border-accent [&_blockquote]:ps-4 [&_blockquote]:text-fg-muted',
  '[&_img]:my-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_figcaption]:text-sm [&_figcaption]:text-fg-muted',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4 [&_code]:text-[0.95em]',
  '[&_table]:my-5 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-start [&_td]:border [&_td]:border-line [&_td]:p-2',
  '[&_td>p]:my-0 [&_th>p]:my-0 [&_hr]:my-8 [&_hr]:border-line',
  '[&>:first-child]:mt-0',
].join(' ');

/**
 * HTML that the API has already sanitised (allow-list, on write and again on render in the
 * domain), shown with reading styles. Never pass anything else here.
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${proseClasses} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
