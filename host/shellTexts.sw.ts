/** The signed-in pages' navigation, in Kiswahili. */
export const LEAVE_QUESTION = 'Ondoka bila kuhifadhi?';
export const LEAVE_MESSAGE = 'Mabadiliko yako kwenye ukurasa huu hayajahifadhiwa.';
export const LEAVE_BUTTONS = ['Baki', 'Ondoka'] as const;

export const ADMIN_MENU = 'Msimamizi';
export const ACCOUNT_MENU = 'Akaunti';
export const BACK = 'Rudi';
export const MENU = 'Menyu';
export const MAIN_NAVIGATION = 'Menyu kuu';
