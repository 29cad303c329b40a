import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopProcess } from '../../../../scripts/child-process.mjs';
import { findFreePort } from '../../src/db/free-port.js';

/** Debian's HAProxy (the `haproxy` package), or null. */
export function debianHaproxy(): string | null {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)) ?? null;
}

export interface Balancer {
  /** The balancer's address: `http://127.0.0.1:port`. */
  readonly url: string;
  stop(): Promise<void>;
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

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** HAProxy in front of `servers` (their ports), in a folder of its own, once it accepts. */
export async function startBalancer(
  haproxy: string,
  servers: readonly number[],
): Promise<Balancer> {
  const folder = await mkdtemp(join(tmpdir(), 'satchel-haproxy-'));
  const port = await findFreePort();
  const configuration = join(folder, 'haproxy.cfg');
  await writeFile(configuration, balancerConfiguration(port, servers));
  const child: ChildProcess = spawn(haproxy, ['-db', '-f', configuration], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let printed = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const stop = async () => {
    await stopProcess(child);
    await rm(folder, { recursive: true, force: true });
  };
  for (let tries = 0; !(await accepting(port)); tries++) {
    if (child.exitCode !== null || tries > 600) {
      await stop();
      throw new Error(`HAProxy did not start:\n${printed}`);
    }
    await sleep(50);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
