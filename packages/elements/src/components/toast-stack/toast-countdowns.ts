import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Countdown {
  /** When it runs out, in Date.now() time; undefined while paused. */
  deadline: number | undefined;
  /** What was left when it was paused. */
  left: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Expired or closed: it must not fire again, even if the host keeps the toast a while. */
  finished: boolean;
}

/**
 * One countdown per toast id, started when the id first appears. The host may hand over a new
 * array at any time; ids already known keep their countdown, so re-rendering never restarts one.
 * Timers stop when the host leaves the document and are set again when it returns; a toast whose
 * time ran out meanwhile then expires at once.
 */
export class ToastCountdowns implements ReactiveController {
  private readonly countdowns = new Map<string, Countdown>();
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly onExpire: (id: string) => void,
  ) {
    host.addController(this);
  }

  /** Starts countdowns for new ids and forgets the ids that are gone. */
  sync(toasts: readonly { id: string; duration: number }[]): void {
    const present = new Set(toasts.map((toast) => toast.id));
    for (const id of this.countdowns.keys()) {
      if (!present.has(id)) {
        this.finish(id);
        this.countdowns.delete(id);
      }
    }
    for (const { id, duration } of toasts) {
      if (!this.countdowns.has(id)) {
        this.countdowns.set(id, {
          deadline: Date.now() + duration,
          left: duration,
          timer: undefined,
          finished: false,
        });
        this.schedule(id);
      }
    }
  }

  /** Stops the countdown for good (the user closed the toast). */
  finish(id: string): void {
    const countdown = this.countdowns.get(id);
    if (countdown) {
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.finished = true;
    }
  }

  pause(id: string): void {
    const countdown = this.countdowns.get(id);
    if (countdown?.deadline === undefined) return;
    clearTimeout(countdown.timer);
    countdown.timer = undefined;
    countdown.left = Math.max(0, countdown.deadline - Date.now());
    countdown.deadline = undefined;
  }

  resume(id: string): void {
    const countdown = this.countdowns.get(id);
    if (!countdown || countdown.deadline !== undefined) return;
    countdown.deadline = Date.now() + countdown.left;
    this.schedule(id);
  }

  hostConnected(): void {
    this.connected = true;
    for (const id of this.countdowns.keys()) this.schedule(id);
  }

  hostDisconnected(): void {
    this.connected = false;
    for (const countdown of this.countdowns.values()) {
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
    }
  }

  private schedule(id: string): void {
    const countdown = this.countdowns.get(id);
    if (!this.connected || !countdown || countdown.finished || countdown.deadline === undefined) {
      return;
    }
    clearTimeout(countdown.timer);
    countdown.timer = setTimeout(
      () => {
        countdown.timer = undefined;
        countdown.finished = true;
        this.onExpire(id);
      },
      Math.max(0, countdown.deadline - Date.now()),
    );
  }
}
