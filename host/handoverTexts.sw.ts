/** A hand-over link's arrival, in Kiswahili. */
export const LINK_REFUSED = 'Kiungo hiki cha kuingia si sahihi au muda wake umeisha.';

export const SWITCH_TITLE = 'Tayari umeingia';
export const SWITCH_MESSAGE =
  'Kiungo ulichofungua kinaingia kwenye akaunti nyingine. Ubaki kwenye akaunti uliyomo sasa, au uhamie kwenye akaunti hiyo nyingine?';
export const SWITCH_BUTTON = 'Hamia akaunti nyingine';
export const KEEP_BUTTON = 'Baki kwenye akaunti hii';
