/** A clock that runs with the real one from an offset that only moves forward: the sandbox's test clock. */
export interface TestClock {
  now(): Date;
  /** Moves the clock forward by `ms` (never back: nothing already booked may end up in the future). */
  advance(ms: number): Date;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += Math.max(0, ms);
      return now();
    },
  };
}
