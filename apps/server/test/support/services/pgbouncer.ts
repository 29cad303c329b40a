import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findFreePort } from '../../../src/db/free-port.js';
import { deployFile, replacedLines } from './deploy-files.js';
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
 * docs/deploy/pgbouncer.ini (transaction mode, its pool and startup parameters) with the test's
 * `databases` line in place of its example database (`satchel = …`), and `settings` (addresses,
 * authentication, pool size) in place of the file's values of them.
 */
function pgbouncerIni(databases: string, settings: Readonly<Record<string, string>>): string {
  const unset = new Set(Object.keys(settings));
  const ini = replacedLines('pgbouncer.ini', deployFile('pgbouncer.ini'), (line) => {
    const name = /^(\w+)\s*=/.exec(line)?.[1];
    if (name === 'satchel') return databases;
    if (name === undefined || settings[name] === undefined) return undefined;
    unset.delete(name);
    return `${name} = ${settings[name]}`.trimEnd();
  });
  if (unset.size > 0) {
    throw new Error(
      `docs/deploy/pgbouncer.ini lacks ${[...unset].join(', ')}, which the test sets`,
    );
  }
  return ini;
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
      'pgbouncer.ini': pgbouncerIni(
        // Any database of that server, by its own name.
        `* = host=${postgres.hostname} port=${postgres.port || '5432'} user=${user}${password}`,
        {
          listen_addr: '127.0.0.1',
          listen_port: String(port),
          unix_socket_dir: '',
          auth_type: 'trust',
          auth_file: join(folder, 'userlist.txt'),
          default_pool_size: String(options.poolSize ?? 3),
        },
      ),
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
