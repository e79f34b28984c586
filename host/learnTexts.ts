/** The words of /learn and /learn/tutor, where a link lands when no platform is connected. */
export const LINK_REFUSED = 'This login link is invalid or has expired.';
export const ASK_AGAIN = 'Ask for a new link, or log in again.';
export const SIGNING_IN = 'Signing in…';
export const welcome = (firstName: string) => `Welcome, ${firstName}!`;

export const studentSignedIn = (firstName: string, lastName: string, grade: string) =>
  `Signed in as ${firstName} ${lastName}, ${grade}.`;
export const LESSONS_HERE = 'Your lessons open here once the school connects its learning platform.';

export const tutorSignedIn = (firstName: string, lastName: string, tutorId: string) =>
  `Signed in to the tutor as ${firstName} ${lastName} (${tutorId}).`;
export const TUTOR_HERE = 'Your tutor sessions open here once the school connects its tutor service.';
