/** The developer panel, in Kiswahili. */
export const DEBUG = 'Utatuzi';
export const VIEW_SUBSCRIPTION = 'Angalia usajili';
export const VIEW_PROFILE = 'Angalia wasifu';
export const DELETE_SUBSCRIPTION = 'Futa usajili';
export const DELETE = 'Futa';
export const SUBSCRIPTION = 'Usajili';
export const PROFILE = 'Wasifu';
export const NOT_LOADED = 'Haijapakiwa';
export const EDIT_SUBSCRIPTION = 'Badilisha usajili';
export const STUDENTS = 'Wanafunzi';
export const DURATION = 'Muda (miezi)';
export const STATUS = 'Hali';
