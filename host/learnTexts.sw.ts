/** /learn and /learn/tutor, in Kiswahili. */
import type * as en from './learnTexts';

export const LINK_REFUSED = 'Kiungo hiki cha kuingia si sahihi au muda wake umeisha.';
export const ASK_AGAIN = 'Omba kiungo kipya, au uingie tena.';
export const SIGNING_IN = 'Tunakuingiza…';
export const welcome: typeof en.welcome = (firstName) => `Karibu, ${firstName}!`;

export const studentSignedIn: typeof en.studentSignedIn = (firstName, lastName, grade) =>
  `Umeingia kama ${firstName} ${lastName}, ${grade}.`;
export const LESSONS_HERE = 'Masomo yako yatafunguka hapa shule ikishaunganisha jukwaa lake la kujifunzia.';

export const tutorSignedIn: typeof en.tutorSignedIn = (firstName, lastName, tutorId) =>
  `Umeingia kwenye huduma ya mkufunzi kama ${firstName} ${lastName} (${tutorId}).`;
export const TUTOR_HERE = 'Vipindi vyako na mkufunzi vitafunguka hapa shule ikishaunganisha huduma yake ya wakufunzi.';
