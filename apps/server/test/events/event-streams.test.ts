import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
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

const owner = { sessionId: 'session', validForMs: 60_000 };
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
