import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../../src/db/free-port.js';
import { deployFile, replacedLines } from './deploy-files.js';
import { type Service, startService } from './service.js';

/** Debian's HAProxy (the `haproxy` package), or null. */
export function findHaproxy(): string | null {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)) ?? null;
}

export interface Balancer extends Service {
  /** The balancer's address: `http://127.0.0.1:port`. */
  readonly url: string;
}

/**
 * The balancer's configuration: docs/deploy/haproxy.cfg (round robin, health checks on
 * /health/ready, retries of idempotent and keyed requests only), bound to `port` on 127.0.0.1,
 * with one `server` line per port of `servers` in place of the file's example servers.
 */
export function balancerConfiguration(port: number, servers: readonly number[]): string {
  const serverLines = servers.map(
    (server, index) => `  server s${index + 1} 127.0.0.1:${server} check`,
  );
  let serversPut = false;
  const configuration = replacedLines('haproxy.cfg', deployFile('haproxy.cfg'), (line) => {
    if (/^\s*bind\s/.test(line)) return `  bind 127.0.0.1:${port}`;
    if (!/^\s*server\s/.test(line)) return undefined;
    if (serversPut) return null;
    serversPut = true;
    return serverLines.join('\n');
  });
  if (!serversPut) throw new Error('docs/deploy/haproxy.cfg has no server line to replace');
  return configuration;
}

/** HAProxy in front of `servers` (their ports on 127.0.0.1), in a folder of its own. */
export async function startBalancer(servers: readonly number[]): Promise<Balancer> {
  const program = findHaproxy();
  if (!program) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const port = await findFreePort();
  const service = await startService({
    name: 'haproxy',
    program,
    args: (folder) => ['-db', '-f', join(folder, 'haproxy.cfg')],
    port,
    files: () => ({ 'haproxy.cfg': balancerConfiguration(port, servers) }),
  });
  return { ...service, url: `http://127.0.0.1:${port}` };
}
