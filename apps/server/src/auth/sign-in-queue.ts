/** How many password checks run at once and how many may wait, in all and per address or account. */
export interface SignInQueueLimits {
  readonly running: number;
  readonly waiting: number;
  readonly waitingPerAddress: number;
  readonly waitingPerAccount: number;
}

/** A sign-in turned away because the line has no room for it (or gave its place away): 503. */
export class SignInQueueFull extends Error {
  override name = 'SignInQueueFull';
}

/** Who is signing in: the client address, the username typed, and the address's recent failures. */
export interface SignInAttempt {
  readonly address: string;
  readonly account: string;
  /** The address's failed (or reserved) sign-ins in the limits' window, this one included. */
  readonly failures: number;
}

interface Waiter extends SignInAttempt {
  readonly arrival: number;
  start(): void;
  refuse(): void;
}

/**
 * The line of password checks (Argon2, a scarce resource), shared fairly: no address may hold
 * more than its share of the waiting room, nor any account, so a flood from many addresses or
 * on one account cannot fill it. When a room is full, a newcomer takes the place of the waiter
 * whose address has failed most, if that is more than the newcomer's own address, and the
 * waiter is turned away instead; checks start fewest failures first. An administrator signing
 * in from their own address (one attempt) therefore goes ahead of addresses that keep failing.
 */
export function createSignInQueue(limits: SignInQueueLimits) {
  let running = 0;
  let arrivals = 0;
  const waiters: Waiter[] = [];
  /** The most failures seen of each address that has attempts waiting. */
  const failuresOf = new Map<string, number>();

  const failures = (attempt: SignInAttempt) => failuresOf.get(attempt.address) ?? attempt.failures;

  const remove = (waiter: Waiter) => {
    waiters.splice(waiters.indexOf(waiter), 1);
    if (!waiters.some((other) => other.address === waiter.address)) {
      failuresOf.delete(waiter.address);
    }
  };

  const startNext = () => {
    while (running < limits.running && waiters.length > 0) {
      // Fewest failures first; among equals, the earliest.
      let next = waiters[0]!;
      for (const waiter of waiters) {
        const fewer = failures(waiter) - failures(next);
        if (fewer < 0 || (fewer === 0 && waiter.arrival < next.arrival)) next = waiter;
      }
      remove(next);
      next.start();
    }
  };

  /** Runs `check` at once, then starts what waits for its place. */
  async function runNow<T>(check: () => Promise<T>): Promise<T> {
    running += 1;
    try {
      return await check();
    } finally {
      running -= 1;
      startNext();
    }
  }

  /**
   * The waiter among `room` that gives its place to `attempt`, or undefined when the room is
   * not full; throws SignInQueueFull when nobody there has failed more than the newcomer.
   */
  const placeIn = (room: readonly Waiter[], size: number, attempt: SignInAttempt) => {
    if (room.length < size) return undefined;
    let most: Waiter | undefined;
    for (const waiter of room) {
      const more = most === undefined ? 1 : failures(waiter) - failures(most);
      if (more > 0 || (more === 0 && waiter.arrival > most!.arrival)) most = waiter;
    }
    if (most === undefined || failures(most) <= attempt.failures) throw new SignInQueueFull();
    return most;
  };

  return {
    /** Whether an attempt from `address` would be turned away at once (its share is taken). */
    isAddressFull: (address: string): boolean =>
      waiters.filter((waiter) => waiter.address === address).length >= limits.waitingPerAddress,

    /** Runs the password check of `attempt` in its turn; rejects with SignInQueueFull. */
    run<T>(attempt: SignInAttempt, check: () => Promise<T>): Promise<T> {
      if (running < limits.running && waiters.length === 0) return runNow(check);
      const sameAddress = waiters.filter((waiter) => waiter.address === attempt.address);
      const seen = Math.max(failuresOf.get(attempt.address) ?? 0, attempt.failures);
      // Its waiting attempts rank by what the address has done since they came.
      if (sameAddress.length > 0) failuresOf.set(attempt.address, seen);
      if (sameAddress.length >= limits.waitingPerAddress) {
        return Promise.reject(new SignInQueueFull());
      }
      const ranked = { ...attempt, failures: seen };
      let giving: Waiter | undefined;
      try {
        giving =
          placeIn(
            waiters.filter((waiter) => waiter.account === attempt.account),
            limits.waitingPerAccount,
            ranked,
          ) ?? placeIn(waiters, limits.waiting, ranked);
      } catch (error) {
        return Promise.reject(error);
      }
      if (giving) {
        remove(giving);
        giving.refuse();
      }
      failuresOf.set(attempt.address, seen);
      return new Promise<T>((resolve, reject) => {
        waiters.push({
          ...attempt,
          arrival: arrivals++,
          start: () => runNow(check).then(resolve, reject),
          refuse: () => reject(new SignInQueueFull()),
        });
      });
    },
  };
}
