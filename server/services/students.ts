import { AVATAR_COLORS, DEFAULT_AVATAR, avatarText, parseAvatar } from '../../src/domain/avatar';
import { addRefusedMessage, canAddStudent, NO_OPEN_PLAN_TO_ADD } from '../../src/domain/studentLimit';
import type { Style } from '../../src/domain/types';
import type { Executor, Gender, StudentUpdate as StudentRowUpdate } from '../db/schema';
import { invalid, notFound } from '../errors';
import { findRegionById } from '../repositories/regions';
import {
  countStudentsOfParent,
  deleteStudentOfParent,
  findStudentOfParent,
  revokeStudentLinks,
  setStudentCredentials,
  insertStudent,
  listStudentsOfParent,
  studentLoginTaken,
  updateStudentOfParent,
  type StudentWithRegion,
} from '../repositories/students';
import { findSubscriptionByUserId } from '../repositories/subscriptions';
import { lockUser } from '../repositories/users';
import { hashPassword } from '../security/passwords';
import type { AccountsService } from './accounts';
import type { ServiceContext } from './context';
import { askPlatform } from './platform';
import { currentPlan, uniqueViolation } from './profile';
import type { SettingsService } from './settings';
import { checkStudentsMaySignIn } from './student-access';
import type { FieldErrors } from '../../src/api/errors';

export const STUDENT_PASSWORD_MIN = 4;
export const STUDENT_LOGIN_MIN = 3;
export const STUDENT_LOGIN_MAX = 64;
const LOGIN_TAKEN = 'The login has already been taken.';
const LOGIN_LOCKED = 'The login of a student cannot be changed once set.';
const NO_LOGIN = 'This student has no login yet: set a login first.';

/** A student with their region, as the service answers it: what the routes shape. */
export type { StudentWithRegion };

/** The profile fields shared by creating and editing. */
export interface StudentProfile {
  first_name: string;
  last_name: string;
  gender: Gender;
  grade: string;
  /** Undefined: not given (kept when editing); null: none. */
  avatar?: string | null;
  age?: number | null;
  school?: string | null;
  region?: number | null;
}

export interface NewStudentInput extends StudentProfile {
  login?: string;
  password?: string;
}

export interface StudentsService {
  list(parentId: number): Promise<StudentWithRegion[]>;
  get(parentId: number, studentId: number): Promise<StudentWithRegion>;
  /** Refused as src/domain/studentLimit.ts's canAddStudent says: past the active plan's allowance; outside trial style, also without an active plan. */
  create(parentId: number, input: NewStudentInput): Promise<StudentWithRegion>;
  update(parentId: number, studentId: number, input: StudentProfile): Promise<StudentWithRegion>;
  remove(parentId: number, studentId: number): Promise<void>;
  /** A signed single-use link that opens the learning app as the student, valid 5 minutes. */
  loginUrl(parentId: number, studentId: number): Promise<string>;
  grades(): Promise<string[]>;
  /** Gives a student without a login its login and optional password; a set login never changes. */
  setLogin(
    parentId: number,
    studentId: number,
    input: { login: string; password?: string },
  ): Promise<StudentWithRegion>;
  /** A new password for a student with a login; the student's unopened login links stop working. */
  resetPassword(parentId: number, studentId: number, password: string): Promise<StudentWithRegion>;
}

export interface StudentsDeps {
  settings: SettingsService;
  accounts: Pick<AccountsService, 'studentLoginUrl'>;
}

export function studentsService(ctx: ServiceContext, deps: StudentsDeps): StudentsService {
  const { db } = ctx;

  async function owned(parentId: number, studentId: number): Promise<StudentWithRegion> {
    const student = await findStudentOfParent(db, parentId, studentId);
    if (!student) throw notFound();
    return student;
  }

  /** The school's grades from the learning platform; its failure is a 422 saying why. */
  async function grades(): Promise<string[]> {
    const platform = await ctx.providers.learning();
    return askPlatform(() => platform.grades());
  }

  /** Field errors of the profile fields, and their values as stored. */
  async function checkProfile(input: StudentProfile, errors: FieldErrors): Promise<StudentRowUpdate> {
    const row: StudentRowUpdate = {
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender,
      grade: input.grade,
    };
    if (!(await grades()).includes(input.grade)) errors.grade = ['The selected grade is invalid.'];
    if (input.region != null && !(await findRegionById(db, input.region)))
      errors.region = ['The selected region is invalid.'];
    if (input.region !== undefined) row.region_id = input.region;
    if (input.age !== undefined) row.age = input.age;
    if (input.school !== undefined) row.school = input.school === null || input.school === '' ? null : input.school;
    if (input.avatar !== undefined) {
      const avatar = input.avatar === null ? avatarText(DEFAULT_AVATAR) : readAvatar(input.avatar);
      if (avatar === null) errors.avatar = [AVATAR_MESSAGE];
      else row.avatar = avatar;
    }
    return row;
  }

  /** Field errors of a login and password about to be set; the login answered lower-cased. */
  async function checkCredentials(input: { login?: string; password?: string }, errors: FieldErrors) {
    const login = input.login?.toLowerCase();
    if (login !== undefined) {
      const problem = loginProblem(login);
      if (problem) errors.login = [problem];
      else if (await studentLoginTaken(db, login)) errors.login = [LOGIN_TAKEN];
    }
    if (input.password !== undefined) {
      if (login === undefined) errors.login = ['The login field is required when password is present.'];
      const problem = passwordProblem(input.password);
      if (problem) errors.password = [problem];
    }
    return login;
  }

  /** Why the account may not add a student now, or null when it may. */
  async function addRefusal(trx: Executor, parentId: number, style: Style): Promise<string | null> {
    const row = await findSubscriptionByUserId(trx, parentId);
    const current = row ? currentPlan(row, ctx.now()) : null;
    const plan = current ? { status: current.status, students: current.students, trial: current.trial } : null;
    if (canAddStudent(style, await countStudentsOfParent(trx, parentId), plan)) return null;
    // An ended trial's allowance still holds in trial style (docs/trial.md).
    if (!plan || (plan.status !== 'active' && !(plan.trial && style === 'trial'))) return NO_OPEN_PLAN_TO_ADD;
    return addRefusedMessage(plan.students, current?.trial === true);
  }

  return {
    list: (parentId) => listStudentsOfParent(db, parentId),

    get: owned,

    async create(parentId, input) {
      const errors: FieldErrors = {};
      const row = await checkProfile({ ...input, avatar: input.avatar ?? null }, errors);
      const login = await checkCredentials(input, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
      const style: Style = (await deps.settings.get('style')) === 'trial' ? 'trial' : 'subscription';
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          // One add at a time per account, so that two at once cannot pass the allowance together.
          await lockUser(trx, parentId);
          const refusal = await addRefusal(trx, parentId, style);
          if (refusal) throw invalid({ plan: [refusal] }, refusal);
          return insertStudent(trx, {
            parent_id: parentId,
            first_name: row.first_name!,
            last_name: row.last_name!,
            gender: row.gender!,
            grade: row.grade!,
            age: row.age ?? null,
            school: row.school ?? null,
            region_id: row.region_id ?? null,
            avatar: row.avatar!,
            login: login ?? null,
            password_hash: passwordHash,
          });
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw invalid({ login: [LOGIN_TAKEN] });
        throw error;
      }
      return owned(parentId, id);
    },

    async update(parentId, studentId, input) {
      await owned(parentId, studentId);
      const errors: FieldErrors = {};
      const row = await checkProfile(input, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (!(await updateStudentOfParent(db, parentId, studentId, row))) throw notFound();
      return owned(parentId, studentId);
    },

    async remove(parentId, studentId) {
      if (!(await deleteStudentOfParent(db, parentId, studentId))) throw notFound();
    },

    async loginUrl(parentId, studentId) {
      const student = await owned(parentId, studentId);
      await checkStudentsMaySignIn(db, deps.settings, parentId, ctx.now(), 'student_id');
      return deps.accounts.studentLoginUrl(student);
    },

    grades,

    async setLogin(parentId, studentId, input) {
      const student = await owned(parentId, studentId);
      if (student.login !== null) throw invalid({ login: [LOGIN_LOCKED] }, LOGIN_LOCKED);
      const errors: FieldErrors = {};
      const login = (await checkCredentials(input, errors))!;
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
      try {
        // Only while the login is still unset: two saves at once cannot both set one.
        const saved = await setStudentCredentials(
          db,
          parentId,
          studentId,
          { login, password_hash: passwordHash },
          { onlyWithoutLogin: true },
        );
        if (!saved) throw invalid({ login: [LOGIN_LOCKED] }, LOGIN_LOCKED);
      } catch (error) {
        if (uniqueViolation(error) !== null) throw invalid({ login: [LOGIN_TAKEN] });
        throw error;
      }
      return owned(parentId, studentId);
    },

    async resetPassword(parentId, studentId, password) {
      const student = await owned(parentId, studentId);
      if (student.login === null) throw invalid({ password: [NO_LOGIN] }, NO_LOGIN);
      const problem = passwordProblem(password);
      if (problem) throw invalid({ password: [problem] });
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await setStudentCredentials(trx, parentId, studentId, { password_hash: passwordHash });
        await revokeStudentLinks(trx, studentId, ctx.now());
      });
      return owned(parentId, studentId);
    },
  };
}

const AVATAR_MESSAGE = `The avatar field must be a JSON object with an icon (a name or null) and a color (${AVATAR_COLORS.map((c) => c.hex).join(', ')}).`;

/** The stored form of a client's avatar text, or null when it is not an avatar. */
function readAvatar(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { icon, color } = data as { icon?: unknown; color?: unknown };
  if (icon !== undefined && icon !== null && (typeof icon !== 'string' || icon.length > 255)) return null;
  if (color !== undefined) {
    const value = typeof color === 'string' ? color.trim().toLowerCase() : null;
    if (!AVATAR_COLORS.some((c) => c.hex === value || c.name === value)) return null;
  }
  return avatarText(parseAvatar(text));
}

function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'The password field is required.';
  if (password.length < STUDENT_PASSWORD_MIN)
    return `The password field must be at least ${STUDENT_PASSWORD_MIN} characters.`;
  if (password.length > 255) return 'The password field must not be greater than 255 characters.';
  return null;
}

function loginProblem(login: string): string | null {
  if (login.length < STUDENT_LOGIN_MIN) return `The login field must be at least ${STUDENT_LOGIN_MIN} characters.`;
  if (login.length > STUDENT_LOGIN_MAX)
    return `The login field must not be greater than ${STUDENT_LOGIN_MAX} characters.`;
  if (!/^[a-z0-9._@-]+$/.test(login)) {
    return 'The login field must only contain letters, numbers, dots, dashes, underscores and @.';
  }
  return null;
}
