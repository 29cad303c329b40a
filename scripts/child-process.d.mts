import type { ChildProcess } from 'node:child_process';

/** How long a stopped process may take to exit on SIGTERM before it gets SIGKILL. */
export const STOP_WITHIN_MS: number;
/** Whether `child` has exited (by itself or by a signal). */
export function hasExited(child: ChildProcess): boolean;
/** Resolves with the exit code once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null>;
/** Stops `child` by its pid: SIGTERM, then SIGKILL if it has not exited within STOP_WITHIN_MS. */
export function stopProcess(child: ChildProcess): Promise<void>;
