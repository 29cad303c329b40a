import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppConfig, buildApp } from '../../src/app.js';
import type { JobRun } from '../../src/plugins/jobs.js';
import { testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An app on `databaseUrl`, closed after the test unless the test closes it first. */
async function appOn(databaseUrl: string, overrides: Partial<AppConfig> = {}) {
  const app = await buildApp(testConfig(databaseUrl, overrides));
  let closed = false;
  closers.push(async () => {
    if (!closed) await app.close();
  });
  return {
    app,
    close: async () => {
      closed = true;
      await app.close();
    },
  };
}

/** A promise and its resolve (Promise.withResolvers is Node 22's). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Jobs are picked up by polling on a busy machine: wait for what they do, however long it takes.
const eventually = { timeout: 60_000, interval: 100 };

describe('the job queue', () => {
  it('lets instances that start at once create their queues without a deadlock', async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([appOn(databaseUrl), appOn(databaseUrl)]);
    // Every queue is new, so each define creates it; the two instances ask in opposite orders.
    const queues = Array.from({ length: 6 }, (_, index) => `test-turns-${index}`);
    const idle = async () => {};
    await Promise.all([
      ...queues.map((queue) => first.app.jobs.define(queue, idle)),
      ...[...queues].reverse().map((queue) => second.app.jobs.define(queue, idle)),
    ]);
    for (const queue of queues) expect(await first.app.jobs.send(queue, {})).toBeTruthy();
  });

  it('runs a job sent on this instance with its data', async () => {
    const { app } = await appOn(await createTestDatabase());
    const ran: unknown[] = [];
    await app.jobs.define<{ exportId: string }>('test-run', async ({ data }) => {
      ran.push(data);
    });
    await app.jobs.send('test-run', { exportId: 'abc' });
    await vi.waitFor(() => expect(ran).toEqual([{ exportId: 'abc' }]), eventually);
  });

  it('runs a failed job again', async () => {
    const { app } = await appOn(await createTestDatabase());
    let tries = 0;
    await app.jobs.define('test-retry', async () => {
      tries += 1;
      if (tries === 1) throw new Error('first try fails');
    });
    await app.jobs.send('test-retry', {});
    await vi.waitFor(() => expect(tries).toBe(2), eventually);
  });

  it("gives a stopping instance's job to another instance, which resumes it", async () => {
    const databaseUrl = await createTestDatabase();
    // A short drain: this job outlasts it, as a long export would outlast the default one.
    const first = await appOn(databaseUrl, { jobDrainSeconds: 1 });
    const second = await appOn(databaseUrl);
    let stoppedWith: AbortSignal | undefined;
    const runsOnSecond: string[] = [];
    const started = signal();
    await first.app.jobs.define<{ step: string }>(
      'test-resume',
      async (job: JobRun<{ step: string }>) => {
        started.resolve();
        // A long job: it works until its instance stops, then gives the job back.
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        stoppedWith = job.signal;
        throw new Error('stopped: run again');
      },
    );
    const id = await first.app.jobs.send('test-resume', { step: 'half' });
    await started.promise;
    await second.app.jobs.define<{ step: string }>('test-resume', async (job) => {
      runsOnSecond.push(`${job.id} ${job.data.step}`);
    });
    await first.close();
    expect(stoppedWith?.aborted).toBe(true);
    await vi.waitFor(() => expect(runsOnSecond).toEqual([`${id} half`]), eventually);
  });

  it('lets a running job finish while its instance stops, within the drain', async () => {
    const databaseUrl = await createTestDatabase();
    // A drain no slow machine outlasts: the job ends when the test says, not when time is up.
    const first = await appOn(databaseUrl, { jobDrainSeconds: 600 });
    const events: string[] = [];
    const started = signal();
    const release = signal();
    await first.app.jobs.define('test-drain', async ({ signal: stopping }) => {
      started.resolve();
      await release.promise;
      events.push(stopping.aborted ? 'told to stop' : 'finished');
    });
    const id = await first.app.jobs.send('test-drain', {});
    await started.promise;
    const closing = first.close().then(() => events.push('closed'));
    release.resolve();
    await closing;
    expect(events).toEqual(['finished', 'closed']);
    // Done once: the queue holds it completed, not back for another instance to run again.
    const second = await appOn(databaseUrl);
    const { rows } = await second.app.pool.query(
      `select state from pgboss.job where name = 'test-drain' and id = $1`,
      [id],
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('does not run a cancelled job', async () => {
    const { app } = await appOn(await createTestDatabase());
    const ran: string[] = [];
    const release = signal();
    await app.jobs.define<{ name: string }>('test-cancel', async ({ data }) => {
      ran.push(data.name);
      // The worker takes one job at a time: the next ones wait while this one runs.
      if (data.name === 'first') await release.promise;
    });
    await app.jobs.send('test-cancel', { name: 'first' });
    await vi.waitFor(() => expect(ran).toEqual(['first']), eventually);
    const cancelled = await app.jobs.send('test-cancel', { name: 'cancelled' });
    await app.jobs.cancel('test-cancel', cancelled);
    await app.jobs.send('test-cancel', { name: 'last' });
    release.resolve();
    await vi.waitFor(() => expect(ran).toEqual(['first', 'last']), eventually);
  });
});
