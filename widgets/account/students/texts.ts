/** The students pages' words. The spec's own texts come from src/domain. */
export const MANAGE_STUDENTS = 'Manage Students';
export const ADD_STUDENT = 'Add Student';
export const NEW_STUDENT = 'Add Student';
export const EDIT_STUDENT = 'Edit Student';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const UPGRADE = 'Upgrade';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const LOADING = 'Loading...';
export const NO_STUDENTS = 'No students yet.';
export const GRADE = 'Grade';
export const SCHOOL = 'School';
export const LOGIN = 'Login';
export const HAS_LOGIN = 'Has a login';
export const NO_LOGIN = 'No login';
export const NOT_GIVEN = 'Not given';
export const STUDENT_DELETED = 'The student has been removed.';
export const STUDENT_NOT_FOUND = 'This student could not be found.';
export const NO_PLAN_FORM = 'Students can be added once the account has a plan.';
export const BACK = 'Back';
export const UPGRADE_TO_ADD = 'To add another student, upgrade your plan.';
/** Why no student can be added: the plan (or the free trial) is full. */
export { allowanceMessage as limitReason } from '../../../src/domain/studentLimit';

/* The student form. */
export const FIRST_NAME = 'First Name';
export const LAST_NAME = 'Last Name';
export const GENDER = 'Gender';
export const AGE = 'Age';
export const SCHOOL_NAME = 'School Name';
export const SCHOOL_REGION = 'School Region';
export const NONE = 'None';
export const CHOOSE_GRADE = 'Choose a grade';
export const CHOOSE_AVATAR = 'Choose Avatar';
export const STUDENT_LOGIN = 'Student Login';
export const SET_LOGIN = 'Set Login';
export const CHANGE_LOGIN = 'Change Login';
export const RESET_PASSWORD = 'Reset Password';
export const NO_LOGIN_YET = 'No login yet: the student opens the learning app from your account.';
export const loginLine = (login: string) => `Login: ${login}`;
export const PASSWORD_SET = 'With a password';
export const NO_PASSWORD = 'Without a password';
export const LOGIN_SAVED_LATER = 'Saved with the student.';
export const CHECK_FIELDS = 'Please check the fields marked in red.';

/* The avatar picker. */
export const PICK_TITLE = 'Choose an Avatar';
export const COLOUR = 'Colour';
export const ICON = 'Icon';
export const DONE = 'Done';
export const NO_ICON = 'No icon';
export const NO_AVATARS = 'No avatars are available.';
export const COLOUR_NAMES: Record<string, string> = { blue: 'Blue', green: 'Green', red: 'Red', yellow: 'Yellow' };
export { iconName } from './iconName';

/* The login dialogs. */
export const PASSWORD = 'Password';
export const NEW_PASSWORD = 'New Password';
export const RECOMMEND_PASSWORD =
  'We recommend setting a password, so that only your student can sign in with this login.';
export const LOGIN_FOREVER = 'The login cannot be changed or removed once saved.';
export const PASSWORD_RESET_DONE = "The student's password has been reset.";
export const RESET_HINT = 'Learning links already sent for this student stop working.';
export const LOGIN_SAVED = "The student's login has been saved.";
