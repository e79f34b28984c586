import type * as en from './messages';

/** Kiswahili of ./messages. */
export const NO_ICONS = 'Bado hakuna ikoni zilizopakiwa. Pakia ikoni mpya kwanza.';
export const NO_REGIONS = 'Orodha ya maeneo iko tupu';
/** Logged, not shown: kept in English, as the logs are read by developers. */
export const NO_DATA = 'No data returned';
export const FREE_TRIAL_BADGE = 'Majaribio Bila Malipo!';
export const TRIAL_ENDED = 'Tunatumaini umefurahia kipindi chako cha majaribio bila malipo!';
export const WELCOME_TITLE = 'Nani Anajifunza?';
