/**
 * At most `limit` tasks at a time for each key (a payment provider, say); the others wait their
 * turn in the order they asked.
 */
export interface KeyedLimiter {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function keyedLimiter(limit: number): KeyedLimiter {
  const lanes = new Map<string, { running: number; waiting: (() => void)[] }>();
  const laneOf = (key: string) => {
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { running: 0, waiting: [] }));
    return lane;
  };
  return {
    async run(key, task) {
      const lane = laneOf(key);
      if (lane.running >= Math.max(1, limit)) await new Promise<void>((resolve) => lane.waiting.push(resolve));
      else lane.running += 1;
      try {
        return await task();
      } finally {
        const next = lane.waiting.shift();
        // The slot passes straight to the next in line; with nobody waiting it is freed.
        if (next) next();
        else lane.running -= 1;
      }
    },
  };
}

/** Runs `task` over `items` with at most `limit` under way at once. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
}
