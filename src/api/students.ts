import { array, boolean, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { between, id, jsonText, maybe, nonEmpty, oneOf, regionRef, text } from './rules';
import { Gender, GENDERS, LoginUrl, NoFields } from './structs';
import { Region } from './regions';

export const Student = type({
  student_id: number(),
  first_name: string(),
  last_name: string(),
  /** JSON text: `{ "icon": string | null, "color": string }`. */
  avatar: string(),
  gender: Gender,
  age: nullable(number()),
  school: nullable(string()),
  grade: string(),
  region_id: nullable(number()),
  region: optional(nullable(Region)),
  login: nullable(string()),
  has_password: boolean(),
});
export type Student = Infer<typeof Student>;

const StudentRef = object({ student_id: id() });

export const listStudents = defineCall({
  id: 'students.list',
  method: 'GET',
  path: '/students',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: array(Student),
});

export const getStudent = defineCall({
  id: 'students.get',
  method: 'GET',
  path: '/students/{student_id}',
  body: 'none',
  access: 'parent',
  request: StudentRef,
  response: Student,
});

export const studentLoginUrl = defineCall({
  id: 'students.loginUrl',
  method: 'GET',
  path: '/students/{student_id}/login_url',
  body: 'none',
  access: 'parent',
  request: StudentRef,
  response: LoginUrl,
});

const studentFields = {
  first_name: nonEmpty(),
  last_name: nonEmpty(),
  /** JSON text `{ "icon", "color" }`; the server stores the default when absent. */
  avatar: maybe(jsonText()),
  gender: oneOf(GENDERS),
  age: maybe(between(1, 120)),
  school: optional(text()),
  grade: nonEmpty(),
  /** Blank or null means "Unspecified". */
  region: optional(regionRef()),
};

/** A login, once set, cannot change; the password may be left out. */
export const StudentCreate = object({
  ...studentFields,
  login: maybe(nonEmpty()),
  password: maybe(string()),
});
export type StudentCreate = Infer<typeof StudentCreate>;

export const createStudent = defineCall({
  id: 'students.create',
  method: 'POST',
  path: '/students',
  body: 'form',
  access: 'parent',
  request: StudentCreate,
  response: Student,
});

export const StudentUpdate = object({ student_id: id(), ...studentFields });
export type StudentUpdate = Infer<typeof StudentUpdate>;

export const updateStudent = defineCall({
  id: 'students.update',
  method: 'PATCH',
  path: '/students/{student_id}',
  body: 'form',
  access: 'parent',
  request: StudentUpdate,
  response: Student,
});

/** Answers the number 1 on success. */
export const deleteStudent = defineCall({
  id: 'students.delete',
  method: 'DELETE',
  path: '/students/{student_id}',
  body: 'none',
  access: 'parent',
  request: StudentRef,
  response: literal(1),
});

/*
 * Two calls of our own, beyond docs/behaviour.md, Calls: the students pages' login dialogs save through them.
 * A login, once set, can be neither changed nor removed; the password can be reset.
 */

/** Gives a student that has no login yet its login, with a password or none. */
export const setStudentLogin = defineCall({
  id: 'students.setLogin',
  method: 'POST',
  path: '/students/{student_id}/login',
  body: 'form',
  access: 'parent',
  request: object({ student_id: id(), login: nonEmpty(), password: maybe(string()) }),
  response: Student,
});
export type StudentLoginSet = Infer<typeof setStudentLogin.request>;

/**
 * Sets a new password for a student that has a login (the reset dialog's save). The student's
 * login links not yet opened stop working.
 */
export const resetStudentPassword = defineCall({
  id: 'students.resetPassword',
  method: 'POST',
  path: '/students/{student_id}/password',
  body: 'form',
  access: 'parent',
  request: object({ student_id: id(), password: string() }),
  response: Student,
});
export type StudentPasswordReset = Infer<typeof resetStudentPassword.request>;

/** Grades offered by the learning platform for the school; empty when misconfigured. */
export const availableGrades = defineCall({
  id: 'students.availableGrades',
  method: 'GET',
  path: '/available_grades',
  body: 'none',
  access: 'user',
  request: NoFields,
  response: array(string()),
});
