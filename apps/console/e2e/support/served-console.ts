/**
 * What the global setup hands the tests: the address of the one server of the run and its
 * database. Playwright starts its workers after the global setup, so they inherit these
 * variables (the way its documentation passes data from a global setup to tests).
 */
const variables = {
  url: 'SATCHEL_E2E_URL',
  databaseUrl: 'SATCHEL_E2E_DATABASE_URL',
} as const;

export function shareServedConsole(served: { url: string; databaseUrl: string }): void {
  process.env[variables.url] = served.url;
  process.env[variables.databaseUrl] = served.databaseUrl;
}

/** Where the real server serves the built console and the API; unset before the global setup. */
export const servedConsoleUrl = (): string | undefined => process.env[variables.url];

/** The server's database, for the rows the tests make and the checks an operator cannot make. */
export function servedDatabaseUrl(): string {
  const url = process.env[variables.databaseUrl];
  if (!url)
    throw new Error(`${variables.databaseUrl} is unset: run the tests with playwright test`);
  return url;
}
