// The one way the suites stop a process they started (the server tests' vitest helper and the
// end-to-end setup both use it, so it depends on no test runner).

/** How long a stopped process may take to exit on SIGTERM before it gets SIGKILL. */
export const STOP_WITHIN_MS = 30_000;

/** Whether `child` has exited (by itself or by a signal). */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export const exited = (child) =>
  new Promise((resolve) => {
    if (hasExited(child)) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Stops `child` by its pid: SIGTERM, then SIGKILL if it has not exited within STOP_WITHIN_MS. */
export async function stopProcess(child) {
  if (hasExited(child)) return;
  const gone = exited(child);
  child.kill('SIGTERM');
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), STOP_WITHIN_MS);
  });
  const outcome = await Promise.race([gone, late]);
  clearTimeout(timer);
  if (outcome === 'late' && !hasExited(child)) {
    child.kill('SIGKILL');
    await gone;
  }
}
