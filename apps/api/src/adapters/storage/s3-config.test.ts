import { describe, expect, it } from 'vitest';
import { readS3Config } from './s3-config';

const full = {
  S3_BUCKET: 'manara',
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('readS3Config', () => {
  it('is off without S3_* values', () => {
    expect(readS3Config({})).toBeUndefined();
  });

  it('reads all five, trimming the endpoint', () => {
    expect(readS3Config(full)).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      bucket: 'manara',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
  });

  it('refuses a partial setup and an endpoint with a path', () => {
    expect(() => readS3Config({ ...full, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(/missing S3_SECRET_ACCESS_KEY/);
    expect(() => readS3Config({ ...full, S3_ENDPOINT: 'https://host/bucket' })).toThrow(/S3_ENDPOINT/);
  });
});
