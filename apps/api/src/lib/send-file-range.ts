import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { parseRange } from './parse-range';

/**
 * Sends a stored file whole or the byte range asked for (206, or 416 past its end), saying that
 * ranges are served: video players seek with them, and Safari plays no video without them.
 */
export function sendFileRange(reply: FastifyReply, rangeHeader: string | undefined, file: string, size: number) {
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range === 'whole') return reply.header('content-length', size).send(createReadStream(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, { start: range.start, end: range.end }));
}
