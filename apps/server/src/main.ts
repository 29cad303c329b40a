import { type Config, ConfigError, loadConfig } from './config.js';
import { DataFolderInUseError } from './db/data-folder-lock.js';
import { type RunningServer, startServer } from './server.js';

function signInHint(config: Config, server: RunningServer): string {
  const who = `Sign in as ${config.adminUsername}`;
  if (config.adminPasswordSource === 'env') return `${who} with the password from ADMIN_PASSWORD`;
  if (server.createdFirstAdmin) return `${who} with password ${config.adminPassword}`;
  return `${who} with the password printed at first start`;
}

/** Failures an operator can act on are shown as one message, not a stack trace. */
function fail(error: unknown): never {
  const actionable =
    error instanceof ConfigError ||
    error instanceof DataFolderInUseError ||
    (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  console.error(actionable ? (error as Error).message : error);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error);
}

const server = await startServer(config).catch(fail);
// The handlers come before the ready message: a supervisor may signal as soon as it reads it
// (stdout to a pipe is written at once), and a signal before them would kill the server
// without stopping its PostgreSQL.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A second signal while stopping ends the process at once.
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

console.log(`Satchel Admin is running at ${server.url}`);
console.log(signInHint(config, server));
