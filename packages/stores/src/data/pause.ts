/** How long a search box waits after the last keystroke before it searches (spec part 2 §9). */
export const SEARCH_PAUSE_MS = 500;

/** Runs the latest of the work it is given once `ms` pass with nothing newer (a debounce). */
export interface Pause {
  /** Forgets any waiting work, then runs `work` after the pause unless newer work comes first. */
  run(work: () => void): void;
  /** Forgets any waiting work. */
  cancel(): void;
}

export function createPause(ms = SEARCH_PAUSE_MS): Pause {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run(work) {
      clearTimeout(timer);
      timer = setTimeout(work, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
