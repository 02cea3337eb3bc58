/**
 * Stored HTML (about, summary) that the API sanitises when content is imported; styled here with
 * logical spacing so lists indent on the right side in Arabic.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      dir="auto"
      className={`text-fg [&_a]:text-accent [&_a]:underline [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
