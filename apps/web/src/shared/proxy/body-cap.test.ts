import { describe, expect, it } from 'vitest';
import {
  API_BODY_LIMIT,
  bodyCap,
  BodyTooLarge,
  cappedBody,
  declaredTooLarge,
  LARGEST_UPLOAD,
  RESUMABLE_CHUNK_LIMIT,
} from './body-cap';

function streamOf(chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let total = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) total += chunk.byteLength;
  return total;
}

describe('the proxy body cap', () => {
  it("is the API's limit for the path: 1 MiB for GraphQL and forms, the signed link's own for uploads", () => {
    expect(bodyCap('/graphql', '')).toBe(API_BODY_LIMIT);
    expect(bodyCap('/payments/callback', '?hmac=x')).toBe(API_BODY_LIMIT);
    expect(bodyCap('/sandbox/pay', '')).toBe(API_BODY_LIMIT);
    expect(bodyCap('/uploads/files/a', '?max=5242880&expires=1&sig=x')).toBe(5_242_880);
    expect(bodyCap('/uploads/files/a', '?max=99999999999999&expires=1&sig=x')).toBe(LARGEST_UPLOAD);
    for (const search of ['', '?max=', '?max=-1', '?max=1e3', '?max=abc', '?max=0'])
      expect(bodyCap('/uploads/files/a', search)).toBe(0);
    expect(bodyCap('/uploads/tus', '')).toBe(RESUMABLE_CHUNK_LIMIT);
    expect(bodyCap('/uploads/tus/0123abcd', '')).toBe(RESUMABLE_CHUNK_LIMIT);
  });

  it('refuses a declared length over the cap before reading', () => {
    const request = (length?: string) =>
      new Request('http://x/graphql', { method: 'POST', headers: length ? { 'content-length': length } : {} });
    expect(declaredTooLarge(request(String(API_BODY_LIMIT + 1)), API_BODY_LIMIT)).toBe(true);
    expect(declaredTooLarge(request(String(API_BODY_LIMIT)), API_BODY_LIMIT)).toBe(false);
    expect(declaredTooLarge(request(), API_BODY_LIMIT)).toBe(false);
  });

  it('passes a body within the cap and fails the stream as soon as the running count passes it', async () => {
    expect(await drain(cappedBody(streamOf([400, 400, 224]), 1024))).toBe(1024);
    let passed = 0;
    const stream = cappedBody(streamOf([600, 600, 600, 600]), 1024);
    await expect(
      (async () => {
        for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) passed += chunk.byteLength;
      })(),
    ).rejects.toBeInstanceOf(BodyTooLarge);
    expect(passed).toBe(600);
  });
});
