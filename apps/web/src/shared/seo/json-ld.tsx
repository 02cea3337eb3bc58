import type { JSX } from 'react';

/** JSON for an inline script: '<' escaped so no value can close the script element. */
export function serializeJsonLd(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data (schema.org) for search engines, rendered on the server. */
export function JsonLd({ data }: { data: object | object[] }): JSX.Element {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
