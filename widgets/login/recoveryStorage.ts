import type { StorageLike } from '../../src/domain/types';

const memory = new Map<string, string>();
const fallback: StorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** Session storage, where the recovery steps leave their data; memory where a page forbids it. */
export function recoveryStorage(): StorageLike {
  try {
    return sessionStorage;
  } catch {
    return fallback;
  }
}
