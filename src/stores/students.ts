import { atom } from 'nanostores';
import {
  createStudent,
  deleteStudent,
  listStudents,
  resetStudentPassword,
  setStudentLogin,
  updateStudent,
  type StudentCreate,
  type StudentLoginSet,
  type StudentPasswordReset,
  type StudentUpdate,
} from '../api/students';
import type { Student } from '../api/structs';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import type { Result } from '../client/result';
import { $token, onLogout } from './session';

/** The account holder's students; null until loaded. */
export const $students = atom<Student[] | null>(null);

export async function loadStudents(config?: SomaOptions): Promise<Student[] | null> {
  const token = $token.get();
  const result = await send(listStudents, {}, config);
  if (result.ok && $token.get() === token) $students.set(result.data);
  return $students.get();
}

export async function addStudent(input: StudentCreate, config?: SomaOptions): Promise<Result<Student>> {
  const result = await send(createStudent, input, config);
  if (result.ok) $students.set([...($students.get() ?? []), result.data]);
  return result;
}

/** Puts a student the server answered in place of the one the store holds. */
function replaced(result: Result<Student>): Result<Student> {
  if (result.ok) {
    $students.set(($students.get() ?? []).map((s) => (s.student_id === result.data.student_id ? result.data : s)));
  }
  return result;
}

export async function editStudent(input: StudentUpdate, config?: SomaOptions): Promise<Result<Student>> {
  return replaced(await send(updateStudent, input, config));
}

/** Gives a student without a login its login (and password); the login never changes afterwards. */
export async function setLogin(input: StudentLoginSet, config?: SomaOptions): Promise<Result<Student>> {
  return replaced(await send(setStudentLogin, input, config));
}

/** A new password for a student with a login; its unopened login links stop working. */
export async function resetPassword(input: StudentPasswordReset, config?: SomaOptions): Promise<Result<Student>> {
  return replaced(await send(resetStudentPassword, input, config));
}

export async function removeStudent(studentId: number, config?: SomaOptions): Promise<Result<1>> {
  const result = await send(deleteStudent, { student_id: studentId }, config);
  if (result.ok) $students.set(($students.get() ?? []).filter((s) => s.student_id !== studentId));
  return result as Result<1>;
}

onLogout(() => $students.set(null));
