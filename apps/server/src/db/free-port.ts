import { createServer } from 'node:net';

/** The port PostgreSQL installed on the machine usually holds; never ours. */
const POSTGRES_DEFAULT_PORT = 5432;

/** A TCP port on 127.0.0.1 that the kernel reports free right now. */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 0 && port !== POSTGRES_DEFAULT_PORT) return port;
  }
}
