/** S3-compatible storage settings; the five S3_* values together switch it on. */
export interface S3Config {
  /** Service origin, e.g. https://s3.eu-central-1.amazonaws.com, a MinIO or R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Undefined when no S3_* value is set (local disk). A partial setup throws at start-up instead of
 * quietly keeping uploads on one machine's disk.
 */
export function readS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !present.includes(name));
  if (missing.length > 0) throw new Error(`S3 storage is partly configured; missing ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an origin like https://s3.example.com, got "${endpoint}"`);
  return {
    endpoint,
    region: env.S3_REGION!.trim(),
    bucket: env.S3_BUCKET!.trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
  };
}
