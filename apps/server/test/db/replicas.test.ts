import { READ_AFTER_HEADER, WRITTEN_AT_HEADER } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { signIn, testConfig } from '../support/app.js';
import { insertCustomer } from '../support/factories.js';
import {
  debianPostgresBin,
  type PrimaryAndReplica,
  startPrimaryAndReplica,
} from '../support/postgres-cluster.js';

const bin = debianPostgresBin();
// A busy machine probes, replays and starts servers slowly: wait for what happens.
const eventually = { timeout: 60_000, interval: 100 };

interface Operator {
  readonly app: FastifyInstance;
  readonly token: string;
}

/** The users whose name has `name` in it, as the operator's search finds them. */
async function found(
  { app, token }: Operator,
  name: string,
  readAfter?: string,
): Promise<{ status: string }[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/user/search?q=${encodeURIComponent(name)}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(readAfter && { [READ_AFTER_HEADER]: readAfter }),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().users;
}

/** The replica's standing as the instance's readiness reports it. */
async function replicaCondition({ app }: Operator): Promise<string> {
  const { databases } = (await app.inject('/health/ready')).json();
  return databases.find((database: { name: string }) => database.name.startsWith('replica'))
    .condition;
}

describe.skipIf(!bin)('reads on a streaming replica (DATABASE_REPLICA_URLS)', () => {
  let cluster: PrimaryAndReplica;
  /** An instance that leaves the replica in however far behind it is. */
  let patient: Operator;
  /** An instance that leaves a replica out once it is a second behind. */
  let strict: Operator;

  const operatorOn = async (primary: string, replica: string, maxLag: number) => {
    const app = await buildApp(
      testConfig(primary, { replicaUrls: [replica], replicaMaxLagSeconds: maxLag }),
    );
    return { app, token: await signIn(app) };
  };

  beforeAll(async () => {
    cluster = await startPrimaryAndReplica(bin as string);
    const urls = await cluster.createDatabase('satchel');
    patient = await operatorOn(urls.primary, urls.replica, 3600);
    strict = await operatorOn(urls.primary, urls.replica, 1);
    await cluster.caughtUp();
    await vi.waitFor(async () => expect(await replicaCondition(patient)).toBe('up'), eventually);
  }, 240_000);

  afterAll(async () => {
    await patient?.app.close();
    await strict?.app.close();
    await cluster?.remove();
  });

  it("reads from the replica, and reads after an operator's write see it though the replica has not replayed it", async () => {
    await cluster.pauseReplay(true);
    try {
      // Written on the primary behind the app's back: only the primary has it.
      const customer = await insertCustomer(patient.app.db, { name: 'Replica Reader' });
      expect(await found(patient, 'Replica Reader')).toEqual([]);

      const write = await patient.app.inject({
        method: 'PUT',
        url: `/api/v1/user/status/${customer.id}`,
        headers: { authorization: `Bearer ${patient.token}` },
        payload: { status: 'suspended' },
      });
      expect(write.statusCode).toBe(200);
      const writtenAt = write.headers[WRITTEN_AT_HEADER];
      expect(writtenAt).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

      // The operator's next read waits for nobody: the primary answers, with the change.
      expect(await found(patient, 'Replica Reader', String(writtenAt))).toMatchObject([
        { status: 'suspended' },
      ]);
      // Another operator's read (no position) is still the replica's.
      expect(await found(patient, 'Replica Reader')).toEqual([]);
    } finally {
      await cluster.pauseReplay(false);
    }
    await cluster.caughtUp();
    await vi.waitFor(
      async () =>
        expect(await found(patient, 'Replica Reader')).toMatchObject([{ status: 'suspended' }]),
      eventually,
    );
  });

  it("gives a job (an export's rows) a replica that has all that was written, else the primary", async () => {
    const onStandby = async (pool: pg.Pool) =>
      (await pool.query('select pg_is_in_recovery() as standby')).rows[0].standby;
    await cluster.caughtUp();
    await vi.waitFor(
      async () => expect(await onStandby(await patient.app.replicas.jobPool())).toBe(true),
      eventually,
    );
    await cluster.pauseReplay(true);
    try {
      await insertCustomer(patient.app.db, { name: 'Job Reader' });
      expect(await onStandby(await patient.app.replicas.jobPool())).toBe(false);
    } finally {
      await cluster.pauseReplay(false);
    }
  });

  it('leaves out a replica that falls too far behind, and uses it again once it catches up', async () => {
    await cluster.pauseReplay(true);
    try {
      await insertCustomer(strict.app.db, { name: 'Lagging Reader' });
      await vi.waitFor(
        async () => expect(await replicaCondition(strict)).toBe('lagging'),
        eventually,
      );
      expect(await found(strict, 'Lagging Reader')).toHaveLength(1);
    } finally {
      await cluster.pauseReplay(false);
    }
    await vi.waitFor(async () => expect(await replicaCondition(strict)).toBe('up'), eventually);
  });

  it('reads from the primary, with no failed request, while the replica is down; then from the replica again', async () => {
    await insertCustomer(patient.app.db, { name: 'Downtime Reader' });
    await cluster.caughtUp();
    await cluster.replica.stop();
    try {
      // At once, before any probe has noticed: the failed read is made again on the primary.
      expect(await found(patient, 'Downtime Reader')).toHaveLength(1);
      await vi.waitFor(
        async () => expect(await replicaCondition(patient)).toBe('down'),
        eventually,
      );
      expect(await found(patient, 'Downtime Reader')).toHaveLength(1);
    } finally {
      await cluster.replica.start();
    }
    await vi.waitFor(async () => expect(await replicaCondition(patient)).toBe('up'), eventually);
    // Read from the replica again: a row only the primary has is not found.
    await cluster.pauseReplay(true);
    try {
      await insertCustomer(patient.app.db, { name: 'Returning Reader' });
      expect(await found(patient, 'Returning Reader')).toEqual([]);
    } finally {
      await cluster.pauseReplay(false);
    }
  });
});
