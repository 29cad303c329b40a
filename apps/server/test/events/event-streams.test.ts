import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { type ListKind, listKinds } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../src/events/change-feed.js';
import { createEventStreams } from '../../src/events/event-streams.js';

/** A connection whose reader has stopped reading: it takes 1 KiB, then nothing more. */
const stalledConnection = () => {
  const taken: string[] = [];
  const connection = new Writable({
    highWaterMark: 1024,
    write(chunk, _encoding, done) {
      taken.push(String(chunk));
      if (taken.join('').length < 1024) done();
    },
  });
  return { connection, taken };
};

const owner = { sessionId: 'session', validForMs: 60_000, reads: new Set(listKinds) };
const notice = { kind: 'orders', id: 'a'.repeat(24), action: 'update' } as const;

describe('an open change stream', () => {
  it('drops a console that reads too slowly rather than keep what it has not read', async () => {
    const feed = createChangeFeed();
    const streams = createEventStreams(feed, { heartbeatMs: 60_000, maxBufferedBytes: 16 * 1024 });
    const { connection } = stalledConnection();
    const body = streams.open(owner, connection as unknown as ServerResponse, undefined);
    body.pipe(connection);
    const ended = new Promise((resolve) => body.once('close', resolve));
    for (let i = 0; i < 2000; i++) feed.publish(notice);
    await ended;
    expect(streams.size).toBe(0);
    expect(body.writableLength + body.readableLength).toBeLessThanOrEqual(16 * 1024);
    streams.endAll();
  });

  it('keeps a console that reads along, however many changes come', async () => {
    const feed = createChangeFeed();
    const streams = createEventStreams(feed, { heartbeatMs: 60_000, maxBufferedBytes: 16 * 1024 });
    const received: string[] = [];
    const reader = new Writable({
      write(chunk, _encoding, done) {
        received.push(String(chunk));
        done();
      },
    });
    const body = streams.open(owner, reader as unknown as ServerResponse, undefined);
    body.pipe(reader);
    for (let i = 0; i < 2000; i++) {
      feed.publish(notice);
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => received.join('').split('event: change').length - 1).toBe(2000);
    expect(streams.size).toBe(1);
    streams.endAll();
  });
});

/** A console that reads along, and the changes it was told of, by list. */
function readingConsole() {
  const received: string[] = [];
  const connection = new Writable({
    write(chunk, _encoding, done) {
      received.push(String(chunk));
      done();
    },
  });
  const changes = () =>
    received
      .join('')
      .split('\n\n')
      .filter((event) => event.includes('event: change'))
      .map((event) => JSON.parse(event.split('data: ')[1]!).kind as string);
  return { connection, received, changes };
}

const noticeOf = (kind: ListKind, n: number) =>
  ({ kind, id: String(n).padStart(24, '0'), action: 'update' }) as const;

describe('a change stream of a role that reads some lists', () => {
  it("is told of its lists' changes only, live and when it catches up, and of every reset", async () => {
    const feed = createChangeFeed();
    const streams = createEventStreams(feed, { heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024 });
    const catalogue = readingConsole();
    const body = streams.open(
      { sessionId: 'catalogue', validForMs: 60_000, reads: new Set<ListKind>(['products']) },
      catalogue.connection as unknown as ServerResponse,
      undefined,
    );
    body.pipe(catalogue.connection);
    const everything = readingConsole();
    streams
      .open(owner, everything.connection as unknown as ServerResponse, undefined)
      .pipe(everything.connection);
    const start = feed.position;
    feed.publish(noticeOf('orders', 1));
    feed.publish(noticeOf('products', 2));
    feed.publish(noticeOf('coupons', 3));
    feed.publish(noticeOf('users', 4));
    await expect
      .poll(() => everything.changes())
      .toEqual(['orders', 'products', 'coupons', 'users']);
    expect(catalogue.changes()).toEqual(['products']);

    // Reconnecting from before them, it catches up on its own list's only.
    const again = readingConsole();
    streams
      .open(
        { sessionId: 'catalogue', validForMs: 60_000, reads: new Set<ListKind>(['products']) },
        again.connection as unknown as ServerResponse,
        start,
      )
      .pipe(again.connection);
    await expect.poll(() => again.received.join('')).toContain('event: ready');
    expect(again.changes()).toEqual(['products']);

    feed.interrupt();
    await expect.poll(() => catalogue.received.join('')).toContain('event: reset');
    streams.endAll();
  });

  it('ends when its session ends or its role comes to read other lists, and stays otherwise', async () => {
    const feed = createChangeFeed();
    const streams = createEventStreams(feed, { heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024 });
    const openFor = (sessionId: string, reads: readonly ListKind[]) => {
      const { connection } = readingConsole();
      const body = streams.open(
        { sessionId, validForMs: 60_000, reads: new Set(reads) },
        connection as unknown as ServerResponse,
        undefined,
      );
      body.pipe(connection);
      return new Promise((resolve) => body.once('close', () => resolve(sessionId)));
    };
    const ended: string[] = [];
    for (const closing of [
      openFor('same', ['products', 'orders']),
      openFor('changed', ['products']),
      openFor('gone', ['users']),
    ]) {
      void closing.then((sessionId) => ended.push(sessionId as string));
    }
    await streams.recheckSessions(
      async () =>
        new Map([
          ['same', new Set<ListKind>(['orders', 'products'])],
          ['changed', new Set<ListKind>(['products', 'orders'])],
        ]),
    );
    await expect.poll(() => [...ended].sort()).toEqual(['changed', 'gone']);
    expect(streams.size).toBe(1);
    streams.endAll();
  });
});
