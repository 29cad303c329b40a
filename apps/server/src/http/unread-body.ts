import type { FastifyInstance } from 'fastify';

/** How much of a body answered early is read and dropped, at most, to keep its connection. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A request answered before its body was read whole (a refused upload: 413, 415, a bad header,
 * too slow) leaves the rest of that body on its connection, and a kept-alive connection would
 * wait for it before reading the next request. The rest is read and dropped, so the connection
 * serves the next request, unless it does not end within `withinMs` or is longer than
 * MAX_DRAINED_BYTES: then the connection is closed.
 */
export function drainUnreadBodies(app: FastifyInstance, withinMs: number): void {
  app.addHook('onResponse', async (request) => {
    const body = request.raw;
    // `complete` is false only on a real connection whose body has not all arrived.
    if (body.complete !== false || body.destroyed) return;
    const close = () => body.socket.destroy();
    const timer = setTimeout(close, withinMs);
    let drained = 0;
    body.unpipe();
    body.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) close();
    });
    body.once('close', () => clearTimeout(timer));
    body.resume();
  });
}
