import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../../src/db/free-port.js';
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
 * The balancer's configuration: round robin over `servers`, each checked on /health/ready twice
 * a second and taken out after two failures. A request whose server dies under it (no answer,
 * a refused connection) is sent again to another, when it is safe to: a GET, HEAD, PUT or
 * DELETE (idempotent by HTTP's rules), or any request with an Idempotency-Key, which the
 * server answers once whatever the tries. A plain POST that may have been applied is not.
 */
export const balancerConfiguration = (port: number, servers: readonly number[]) => `
global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend api
  bind 127.0.0.1:${port}
  default_backend satchel

backend satchel
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  acl idempotent method GET HEAD PUT DELETE OPTIONS
  acl keyed req.hdr(idempotency-key) -m found
  http-request disable-l7-retry unless idempotent or keyed
  default-server inter 500 fall 2 rise 2
${servers.map((server, index) => `  server s${index + 1} 127.0.0.1:${server} check`).join('\n')}
`;

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
