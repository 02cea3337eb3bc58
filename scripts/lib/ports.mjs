import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the harnesses start servers on them). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
