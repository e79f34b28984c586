/**
 * Where the student form goes back to once it saves or is left: the page that opened it (the
 * welcome screen or the students list). Kept in the element's memory, so it works the same with
 * path, hash and memory routing; a form reached directly (a reload) goes back to the list.
 */
export const STUDENTS_PATH = '/account/students';

let from: string | null = null;

export function openedFrom(path: string): void {
  from = path;
}

export function returnPath(): string {
  return from ?? STUDENTS_PATH;
}

export const newStudentPath = '/account/students/new';
export const editStudentPath = (id: number) => `/account/students/edit/${id}`;
