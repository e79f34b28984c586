import { atom } from 'nanostores';
import { availableGrades } from '../api/students';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import { onLogout } from './session';

/** The grades the learning platform offers (`GET /available_grades`); null until loaded. */
export const $grades = atom<string[] | null>(null);

export async function loadGrades(config?: SomaOptions): Promise<string[] | null> {
  const result = await send(availableGrades, {}, config);
  if (result.ok) $grades.set(result.data);
  return $grades.get();
}

onLogout(() => $grades.set(null));
