/**
 * The other tools of the embedding tests: pages on origins other than the server's, which the
 * server (started by the global setup) lets call its API through CORS_ORIGINS. Their ports are
 * chosen before the server starts, so that its configuration can name them.
 */
import { freePort } from './serve-console.js';

export type OtherTool = 'plain-page' | 'react-app';
const tools: readonly OtherTool[] = ['plain-page', 'react-app'];

const variable = (tool: OtherTool) => `SATCHEL_E2E_${tool.toUpperCase().replace('-', '_')}_PORT`;

/** Picks a distinct free port for each tool; returns their origins, for CORS_ORIGINS. */
export async function reserveOtherToolOrigins(): Promise<string[]> {
  const ports = new Set<number>();
  while (ports.size < tools.length) ports.add(await freePort());
  const chosen = [...ports];
  tools.forEach((tool, index) => {
    process.env[variable(tool)] = String(chosen[index]);
  });
  return tools.map(otherToolOrigin);
}

export function otherToolPort(tool: OtherTool): number {
  const port = process.env[variable(tool)];
  if (!port) throw new Error(`${variable(tool)} is unset: run the tests with playwright test`);
  return Number(port);
}

/** 127.0.0.1 like the server, on another port: another origin all the same. */
export const otherToolOrigin = (tool: OtherTool): string =>
  `http://127.0.0.1:${otherToolPort(tool)}`;
