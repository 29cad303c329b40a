import { describe, expect, it } from 'vitest';
import { createSignInQueue, SignInQueueFull } from '../src/auth/sign-in-queue.js';

/** A password check that ends when the test says so. */
function heldCheck() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { check: () => done, finish };
}

const limits = { running: 1, waiting: 4, waitingPerAddress: 2, waitingPerAccount: 3 };
const attempt = (address: string, account = 'admin', failures = 1) => ({
  address,
  account,
  failures,
});
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'checked',
    (error: unknown) => (error instanceof SignInQueueFull ? 'turned away' : 'failed'),
  );

describe('the line of password checks', () => {
  it('holds no more than a share per address and per account, leaving room for others', async () => {
    const queue = createSignInQueue(limits);
    const busy = heldCheck();
    const running = queue.run(attempt('a'), busy.check);
    const fromA = [
      queue.run(attempt('a'), async () => {}),
      queue.run(attempt('a'), async () => {}),
    ];
    expect(queue.isAddressFull('a')).toBe(true);
    expect(await outcome(queue.run(attempt('a'), async () => {}))).toBe('turned away');
    const fromB = queue.run(attempt('b'), async () => {});
    // The account has its three waiting; another account still gets in.
    expect(await outcome(queue.run(attempt('c'), async () => {}))).toBe('turned away');
    const other = queue.run(attempt('c', 'someone else'), async () => {});
    busy.finish();
    expect(await Promise.all([running, ...fromA, fromB, other].map(outcome))).toEqual(
      Array(5).fill('checked'),
    );
  });

  it('lets an address that has not been failing take the place of one that has, and checks it first', async () => {
    const queue = createSignInQueue(limits);
    const busy = heldCheck();
    const order: string[] = [];
    const check = (name: string) => async () => {
      order.push(name);
    };
    const running = queue.run(attempt('x'), busy.check);
    const flood = [
      queue.run(attempt('f1', 'admin', 5), check('f1')),
      queue.run(attempt('f2', 'admin', 3), check('f2')),
      queue.run(attempt('f3', 'admin', 4), check('f3')),
    ];
    const owner = queue.run(attempt('owner', 'admin', 1), check('owner'));
    busy.finish();
    expect(await Promise.all([running, ...flood, owner].map(outcome))).toEqual([
      'checked',
      'turned away',
      'checked',
      'checked',
      'checked',
    ]);
    expect(order).toEqual(['owner', 'f2', 'f3']);
  });
});
