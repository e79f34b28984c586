import type * as en from './texts';

/** Kiswahili of ./texts: the administrator's words. */
export const LOADING = 'Inapakia...';
export const SAVE = 'Hifadhi';
export const CANCEL = 'Ghairi';
export const DELETE = 'Futa';
export const EDIT = 'Hariri';

/* /customize */
export const CUSTOMIZE_TITLE = 'Ubinafsishaji';
export const LOGIN_PAGES = 'Kurasa za kuingia';
export const PAGE_NAMES: typeof en.PAGE_NAMES = {
  standard: 'Kuingia kwa kawaida',
  student: 'Kuingia kwa wanafunzi',
};
export const LOGOS = 'Nembo';
export const LOGO_NAMES: typeof en.LOGO_NAMES = {
  standard_main_logo: 'Nembo kuu',
  standard_nav_logo: 'Nembo ya upau wa menyu',
  student_main_logo: 'Nembo kuu',
};
export const NO_LOGO = 'Hakuna nembo iliyopakiwa.';
export const UPLOAD = 'Pakia';
export const REPLACE = 'Badilisha';
export const LOGO_HINT = 'PNG, JPEG, WebP au GIF, hadi MB 1.';
export const ICON_HINT = 'PNG, JPEG, WebP au GIF, hadi KB 512.';
export const logoUploaded: typeof en.logoUploaded = (label) => `${label} imepakiwa.`;
export const logoDeleted: typeof en.logoDeleted = (label) => `${label} imefutwa.`;

export const SIDEBAR = 'Upau wa pembeni wa kuingia';
export const HIDE_SIDEBAR = 'Ficha upau wa pembeni';
export const SIDEBAR_TITLE = 'Kichwa';
export const LINES = 'Mistari';
export const NO_LINES = 'Bado hakuna mistari.';
export const ADD_TEXT_LINE = 'Ongeza mstari wa maandishi';
export const ADD_IMAGE_LINE = 'Ongeza mstari wa picha';
export const lineLabel: typeof en.lineLabel = (index, kind) =>
  `Mstari ${index + 1}: ${kind === 'text' ? 'maandishi' : 'picha'}`;
export const MOVE_HINT =
  'Buruta mstari kwa kishikio chake, au weka kielekezi kwenye kishikio kisha ubonyeze vitufe vya mshale wa juu na wa chini ili kuuhamisha.';
/** Read after Futa on a line's button: 'Futa mstari 2'. */
export const lineNumber: typeof en.lineNumber = (index) => ` mstari ${index + 1}`;
export const moveLabel: typeof en.moveLabel = (index) => `Hamisha mstari ${index + 1}`;
export const moved: typeof en.moved = (index, total) => `Mstari umehamishiwa nafasi ya ${index + 1} kati ya ${total}.`;
export const CHOOSE_IMAGE = 'Chagua picha';
export const CHANGE_IMAGE = 'Badilisha picha';
export const NO_IMAGE = 'Hakuna picha iliyochaguliwa.';
export const FOOTER = 'Maandishi ya chini';
export const FOOTER_URL = 'URL ya chini';
export const FOOTER_URL_HINT = 'Anwani ya https, au njia kwenye tovuti hii kama /help.';
export const SIDEBAR_SAVED = 'Upau wa pembeni wa kuingia umehifadhiwa.';
export const LOGO_ALT = 'Maelezo ya nembo kuu';
export const NAV_LOGO_ALT = 'Maelezo ya nembo ya upau wa menyu';
export const IMAGE_ALT = 'Maelezo ya picha';
export const ALT_HINT =
  'Husomwa kwa sauti kwa wageni wasioweza kuona picha, k.m. jina la shule. Acha wazi ikiwa picha ni ya mapambo tu.';
export const UNSAVED = 'Kuna mabadiliko ambayo hayajahifadhiwa: hakiki inayaonyesha; wageni watayaona ukishayahifadhi.';
/** The tabs of the sidebar's texts, one per language. */
export const TEXTS_LANGUAGE = 'Lugha ya maandishi';
export const LANGUAGE_NAMES: typeof en.LANGUAGE_NAMES = { en: 'Kiingereza', sw: 'Kiswahili' };
export const TRANSLATION_NOTE =
  'Wageni wanaosoma Kiswahili huona maandishi haya. Maandishi yakiachwa wazi huonyeshwa kwa Kiingereza.';

export const ICONS_TITLE = 'Chagua picha';
export const UPLOAD_ICON = 'Pakia ikoni mpya';
export const CLOSE = 'Funga';
export const iconName: typeof en.iconName = (index) => `Ikoni ${index + 1}`;

export const PREVIEW = 'Hakiki';
export const PREVIEW_WIDTH = 'Upana wa hakiki';
export const DESKTOP = 'Kompyuta';
export const PHONE = 'Simu';
export const PREVIEW_NOTE = 'Ukurasa wa kuingia jinsi wageni watakavyouona, pamoja na thamani zilizo hapo juu.';
/** The login pages' own words, as <soma-login> and <soma-student-login> show them. */
export const PREVIEW_PAGES: typeof en.PREVIEW_PAGES = {
  standard: { title: 'Ingia', login: 'Barua Pepe au Nambari ya Simu', password: 'Nenosiri', button: 'Ingia' },
  student: { title: 'Kuingia kwa Mwanafunzi', login: 'Jina la kuingia', password: 'Nenosiri', button: 'Ingia' },
};
/** The standard login page's links as visitors see them. */
export const PREVIEW_LINKS = { forgot: 'Umesahau Nenosiri?', signup: 'Jisajili', explore: 'Angalia Mipango' } as const;

/* /site_config */
export const SITE_CONFIG_TITLE = 'Mipangilio ya Tovuti';
export const SETTINGS_SAVED = 'Imehifadhiwa:';
export const NOTHING_CHANGED = 'Hakuna kilichobadilika tangu ulipohifadhi mara ya mwisho.';

export const PRODUCT = 'Bidhaa';
export const STYLE = 'Mtindo';
export const STYLES: typeof en.STYLES = [
  { value: 'subscription', label: 'Usajili: mpango unahitajika; duka la mipango liko wazi' },
  { value: 'trial', label: 'Majaribio: mpango hauhitajiki; kujisajili kuko wazi' },
];
export const SHOP_CURRENCY = 'Sarafu ya duka';
export const ACCOUNT_REQUIRES = 'Njia ya mawasiliano inayohitajika';
export const REQUIREMENTS: typeof en.REQUIREMENTS = [
  { value: 'email', label: 'Barua pepe' },
  { value: 'phone_number', label: 'Nambari ya simu' },
];

export const GENERAL = 'Jumla';
export const DEBUG = 'Utatuzi';
export const DEBUG_HINT =
  'Huruhusu kila mzazi aliyeingia kuweka au kufuta mpango wake mwenyewe bila kulipa. Tumia tu pamoja na malipo ya sandbox au ya majaribio.';
export const GA = 'Kitambulisho cha takwimu (Analytics)';
export const FEEDBACK_URL = 'URL ya fomu ya Toa Maoni';
export const SUPPORT_URL = 'URL ya fomu ya Wasiliana na Usaidizi';
export const FEEDBACK_HINT = 'Huonekana kwenye menyu ya mwenye akaunti chini ya Maoni; acha wazi ili kuificha.';
export const PHONE_COUNTRIES = 'Nchi za nambari za simu';
export const PHONE_COUNTRIES_HINT = 'Misimbo ya ISO 3166-1 alpha-2 ikitenganishwa kwa koma, kama KE,UG,TZ.';
export const PHONE_COUNTRIES_ODD = 'Hii haisomeki kama misimbo ya ISO 3166-1 alpha-2 iliyotenganishwa kwa koma.';

export const LOGIN_STYLE = 'Mtindo wa kuingia';
export const STUDENT_LOGIN_ENABLED = 'Washa kuingia kwa wanafunzi';
export const ALTERNATE_TYPE = 'Aina ya ukurasa mbadala wa kuingia';
export const ALTERNATE_TYPES: typeof en.ALTERNATE_TYPES = [
  { value: 'student', label: 'Mwanafunzi' },
  { value: 'standard', label: 'Kawaida' },
];
export const ALTERNATE_URL = 'URL mbadala ya kuingia';
export const ALTERNATE_URL_HINT = 'Njia ya ukurasa wa kuingia ambao hauko kwenye /, kama /student.';

export const PLATFORM = 'Jukwaa la kujifunzia';
export const PLATFORM_URL = 'URL ya jukwaa';
export const PLATFORM_KEY = 'Ufunguo wa jukwaa';
export const SCHOOL_ID = 'Kitambulisho cha shule';
export const TEST_GRADES = 'Jaribu kupata madarasa';
export const gradesFound: typeof en.gradesFound = (grades) => `Madarasa yaliyopatikana: ${grades.join(', ')}`;

export const TUTOR = 'Mkufunzi';
export const TUTOR_ENABLED = 'Washa Mkufunzi';
export const COURSE_IDS = 'Vitambulisho vya kozi';
export const COURSE_IDS_HINT = 'Vitenganishwe kwa koma.';

export const CARD = 'Mtoa huduma wa kadi';
export const CARD_PUBLIC_KEY = 'Ufunguo wa umma';
export const CARD_SECRET_KEY = 'Ufunguo wa siri';
export const CARD_WEBHOOK_SECRET = 'Siri ya webhook';
export const CARD_HINT =
  'Ukiweka ufunguo wa siri, mtoa huduma wa kadi ni Stripe kuanzia ombi linalofuata; bila huo, ni sandbox.';

export const SMS = 'Lango la SMS';
export const SMS_URL = 'URL ya lango';
export const SMS_USERNAME = 'Jina la mtumiaji';
export const SMS_PASSWORD = 'Nenosiri';
export const SMS_OAUTH_ID = 'Kitambulisho cha OAuth';
export const SMS_OAUTH_SECRET = 'Siri ya OAuth';
export const SECRET_SET = 'Imewekwa';
export const SECRET_NOT_SET = 'Haijawekwa';
export const SECRET_WILL_CLEAR = 'Itafutwa ukihifadhi';
export const SECRET_REPLACE = 'Badilisha';
export const SECRET_SET_NEW = 'Weka';
export const SECRET_CLEAR = 'Futa';
export const SECRET_KEEP = 'Acha ilivyo';
export const secretNew: typeof en.secretNew = (label) => `Thamani mpya ya ${label.toLowerCase()}`;
export const SECRET_HINT = 'Huhifadhiwa kwenye seva na haitaonyeshwa tena.';

/* Regions */
export const REGIONS = 'Maeneo';
export const ADD_REGION = 'Ongeza Eneo';
export const EDIT_REGION = 'Hariri Eneo';
export const DELETE_ALL = 'Futa Yote';
export const REGION_NAME = 'Jina';
export const REGION_CODE = 'Msimbo';
