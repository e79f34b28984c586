import { computed } from 'nanostores';
import { planGate } from '../domain/planGate';
import { canAddStudent, overLimit } from '../domain/studentLimit';
import { $app } from './app';
import { $students } from './students';
import { $subscription } from './subscription';

/** Facts derived from the plan, recomputed whenever settings, plan or students change. */
const style = computed($app, (app) => app?.style ?? 'subscription');

export const $planGate = computed([style, $subscription], (s, plan) => (plan === undefined ? null : planGate(s, plan)));

export const $overLimit = computed([style, $students, $subscription], (s, students, plan) =>
  students === null || plan === undefined ? 0 : overLimit(s, students.length, plan),
);

export const $canAddStudent = computed(
  [style, $students, $subscription],
  (s, students, plan) => students !== null && plan !== undefined && canAddStudent(s, students.length, plan),
);
