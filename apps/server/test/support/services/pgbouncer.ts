import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findFreePort } from '../../../src/db/free-port.js';
import { type Service, startService } from './service.js';

/** Where Debian's `pgbouncer` package puts its program, or the PATH's (PGBOUNCER_PATH first). */
export function findPgBouncer(): string | undefined {
  const candidates = [
    process.env.PGBOUNCER_PATH,
    '/usr/sbin/pgbouncer',
    ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'pgbouncer')),
  ];
  return candidates.find((path) => {
    if (!path) return false;
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface PgBouncerOptions {
  /** PostgreSQL itself, as `postgres://user@host:port/…`: its host, port and user are used. */
  readonly postgresUrl: string;
  /**
   * Server connections per database and user: few, so that consecutive transactions of one
   * client connection land on different server connections, as they do under load.
   */
  readonly poolSize?: number;
}

export interface PgBouncer extends Service {
  /** `database` on PostgreSQL, reached through this PgBouncer. */
  urlOf(database: string): string;
}

/**
 * PgBouncer (Debian's, 1.18 on bookworm) in transaction mode in front of `postgresUrl`'s server,
 * in a folder of its own with its ini and user list: any database of that server, by its own
 * name, for that server's user, whom PgBouncer trusts (and logs in with the URL's password).
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const program = findPgBouncer();
  if (!program) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const postgres = new URL(options.postgresUrl);
  const user = decodeURIComponent(postgres.username || 'postgres');
  // The server's own password, when it asks for one (an embedded PostgreSQL does).
  const password = postgres.password ? ` password=${decodeURIComponent(postgres.password)}` : '';
  const port = await findFreePort();
  const service = await startService({
    name: 'pgbouncer',
    program,
    args: (folder) => [join(folder, 'pgbouncer.ini')],
    port,
    files: (folder) => ({
      'pgbouncer.ini': [
        '[databases]',
        `* = host=${postgres.hostname} port=${postgres.port || '5432'} user=${user}${password}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(folder, 'userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${options.poolSize ?? 3}`,
        'max_client_conn = 500',
        // What pg (and pg-boss) send at connection start, which PgBouncer would otherwise refuse.
        'ignore_startup_parameters = extra_float_digits,options',
        // Logs go to stderr, which the test keeps for its error messages.
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
      'userlist.txt': `"${user}" ""\n`,
    }),
  });
  return {
    ...service,
    urlOf(database) {
      const url = new URL(options.postgresUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
  };
}
