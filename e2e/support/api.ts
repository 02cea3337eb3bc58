import { inject } from 'vitest';
import type { Locale } from './browser';

export interface ApiOptions {
  variables?: Record<string, unknown>;
  /** The language the API answers in (Accept-Language). */
  locale?: Locale;
  /** A session token (from loginToken): the call is made as that account. */
  token?: string;
}

/**
 * One GraphQL operation straight to the API; returns its `data`. Each call comes from a made-up
 * client address, named as our web server names one (with the proxy secret, decision 0030), so
 * the per-address limits (sign-up, codes) do not add up the whole run's calls from this machine.
 */
export async function api<T>(query: string, { variables = {}, locale = 'en', token }: ApiOptions = {}): Promise<T> {
  const octet = () => Math.floor(Math.random() * 250);
  const response = await fetch(`${inject('apiUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
      'x-manara-proxy-secret': inject('proxySecret'),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`the API answered no data: ${JSON.stringify(body.errors)}`);
  return body.data;
}
