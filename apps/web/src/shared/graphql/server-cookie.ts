import { headers } from 'next/headers';

/**
 * The incoming request's Cookie header, for `request(doc, vars, { cookie })` in server
 * components that must act as the visitor. Reading it makes the page dynamic: use it only on
 * pages that are private anyway (docs/ARCHITECTURE.md).
 */
export async function incomingCookie(): Promise<string | undefined> {
  return (await headers()).get('cookie') ?? undefined;
}
