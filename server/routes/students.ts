import type { FastifyInstance } from 'fastify';
import {
  availableGrades,
  createStudent,
  deleteStudent,
  getStudent,
  listStudents,
  resetStudentPassword,
  setStudentLogin,
  studentLoginUrl,
  updateStudent,
} from '../../src/api/students';
import type { Student } from '../../src/api/structs';
import { DEFAULT_AVATAR, avatarText } from '../../src/domain/avatar';
import { route } from '../http/route';
import type { StudentProfile, StudentWithRegion } from '../services/students';
import { sentBlank } from './profile';

/** The account holder's students, their login links, and the grades they may be in. */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const { students } = app.services;

  route(app, listStudents, async ({ user }) => (await students.list(user.parentId)).map(studentView));

  route(app, getStudent, async ({ input, user }) => studentView(await students.get(user.parentId, input.student_id)));

  route(app, createStudent, async ({ input, user }) => studentView(await students.create(user.parentId, input)));

  route(app, updateStudent, async ({ input, user, request }) => {
    const { student_id, ...fields } = input;
    const changes: StudentProfile = { ...fields };
    // The contract reads a blank field as "not given"; on an edit, a field sent blank is cleared.
    for (const field of sentBlank(request, ['age', 'avatar'] as const)) changes[field] = null;
    return studentView(await students.update(user.parentId, student_id, changes));
  });

  route(app, deleteStudent, async ({ input, user }) => {
    await students.remove(user.parentId, input.student_id);
    return 1 as const;
  });

  route(app, studentLoginUrl, async ({ input, user }) => ({
    login_url: await students.loginUrl(user.parentId, input.student_id),
  }));

  route(app, setStudentLogin, async ({ input, user }) =>
    studentView(
      await students.setLogin(user.parentId, input.student_id, { login: input.login, password: input.password }),
    ),
  );

  route(app, resetStudentPassword, async ({ input, user }) =>
    studentView(await students.resetPassword(user.parentId, input.student_id, input.password)),
  );

  route(app, availableGrades, () => students.grades());
}

export function studentView(student: StudentWithRegion): Student {
  return {
    student_id: student.id,
    first_name: student.first_name,
    last_name: student.last_name,
    avatar: student.avatar ?? avatarText(DEFAULT_AVATAR),
    gender: student.gender,
    age: student.age,
    school: student.school,
    grade: student.grade,
    region_id: student.region_id,
    region:
      student.region_id !== null && student.region_name !== null
        ? { region_id: student.region_id, name: student.region_name, code: student.region_code ?? '' }
        : null,
    login: student.login,
    has_password: student.password_hash !== null,
  };
}
