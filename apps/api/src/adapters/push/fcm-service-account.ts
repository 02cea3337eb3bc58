import { readFileSync } from 'node:fs';

export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

/** FCM_SERVICE_ACCOUNT_JSON holds the downloaded service-account JSON itself, or the path to it. */
export function parseFcmServiceAccount(value: string): FcmServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value.trim(), 'utf8');
  const json = JSON.parse(text) as Record<string, unknown>;
  const field = (name: string) => {
    const v = json[name];
    if (typeof v !== 'string' || v === '') throw new Error(`FCM service account JSON lacks "${name}"`);
    return v;
  };
  return {
    projectId: field('project_id'),
    clientEmail: field('client_email'),
    privateKey: field('private_key'),
    tokenUri: typeof json.token_uri === 'string' ? json.token_uri : 'https://oauth2.googleapis.com/token',
  };
}
