import type * as en from './confirmations';

/** Kiswahili of ./confirmations: the confirmation questions. */
export const LOGOUT_QUESTION = 'Una uhakika unataka kutoka?';
export const LOGOUT_BUTTONS = ['Ghairi', 'Toka'] as const;
export const CANCEL_QUESTION = 'Una uhakika unataka kughairi?';
export const REMOVE_STUDENT_QUESTION = 'Una uhakika unataka kumwondoa mwanafunzi huyu?';
export const REMOVE_ALL_REGIONS_QUESTION = 'Una uhakika unataka kuondoa maeneo YOTE? (Hatua hii haiwezi kutenduliwa)';
export const DEBUG_DELETE_QUESTION = 'Una uhakika? Hatua hii haiwezi kutenduliwa. Ukurasa utapakiwa upya ikikamilika.';

export const deleteRegionQuestion: typeof en.deleteRegionQuestion = (name) =>
  `Una uhakika unataka kufuta eneo: ${name}?`;

/** The box both the cancel-plan and renew-plan pages need ticked. */
export const UNDERSTAND_LABEL = 'Ninaelewa';
