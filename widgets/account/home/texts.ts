/** The welcome screen's words. The spec's own texts come from src/domain. */
export const ADD_NEW = 'Add New';
export const TUTOR = 'Tutor';
export const MANAGE_STUDENTS = 'Manage Students';
export const UPGRADE_PLAN = 'Upgrade plan';
export const OPENING = 'Opening...';
export const NO_STUDENTS = 'Add your first student to start learning.';
export const NONE_YET = 'No students yet.';
export const COULD_NOT_OPEN = 'The learning app could not be opened. Please try again.';
