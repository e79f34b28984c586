/** The administrator's words. The spec's own texts come from src/domain. */
import type { ConfigKey } from '../../src/api/structs';
import type { LogoName } from '../../src/api/admin';
import type { Locale } from '../../src/api/lang/locales';

export const LOADING = 'Loading...';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const DELETE = 'Delete';
export const EDIT = 'Edit';

/* /customize */
export const CUSTOMIZE_TITLE = 'Customization';
export const LOGIN_PAGES = 'Login pages';
export const PAGE_NAMES: Record<ConfigKey, string> = { standard: 'Standard login', student: 'Student login' };
export const LOGOS = 'Logos';
export const LOGO_NAMES: Record<LogoName, string> = {
  standard_main_logo: 'Main logo',
  standard_nav_logo: 'Navigation bar logo',
  student_main_logo: 'Main logo',
};
export const NO_LOGO = 'No logo uploaded.';
export const UPLOAD = 'Upload';
export const REPLACE = 'Replace';
export const LOGO_HINT = 'PNG, JPEG, WebP or GIF, up to 1 MB.';
export const ICON_HINT = 'PNG, JPEG, WebP or GIF, up to 512 KB.';
export const logoUploaded = (label: string) => `${label} uploaded.`;
export const logoDeleted = (label: string) => `${label} deleted.`;

export const SIDEBAR = 'Login sidebar';
export const HIDE_SIDEBAR = 'Hide sidebar';
export const SIDEBAR_TITLE = 'Title';
export const LINES = 'Lines';
export const NO_LINES = 'No lines yet.';
export const ADD_TEXT_LINE = 'Add text line';
export const ADD_IMAGE_LINE = 'Add image line';
export const lineLabel = (index: number, kind: 'text' | 'image') =>
  `Line ${index + 1}: ${kind === 'text' ? 'text' : 'image'}`;
export const MOVE_HINT =
  'Drag a line by its handle, or focus the handle and press the up and down arrow keys to move it.';
/** Read after Delete on a line's button: 'Delete line 2'. */
export const lineNumber = (index: number) => ` line ${index + 1}`;
export const moveLabel = (index: number) => `Move line ${index + 1}`;
export const moved = (index: number, total: number) => `Line moved to position ${index + 1} of ${total}.`;
export const CHOOSE_IMAGE = 'Choose image';
export const CHANGE_IMAGE = 'Change image';
export const NO_IMAGE = 'No image chosen.';
export const FOOTER = 'Footer text';
export const FOOTER_URL = 'Footer URL';
export const FOOTER_URL_HINT = 'An https address, or a path on this portal such as /help.';
export const SIDEBAR_SAVED = 'The login sidebar has been saved.';
export const LOGO_ALT = 'Main logo description';
export const NAV_LOGO_ALT = 'Navigation bar logo description';
export const IMAGE_ALT = 'Image description';
export const ALT_HINT =
  "Read aloud to visitors who cannot see the image, e.g. the school's name. Leave empty if the image is decoration only.";
export const UNSAVED = 'Unsaved changes: the preview shows them; visitors see them once saved.';
/** The tabs of the sidebar's texts, one per language. */
export const TEXTS_LANGUAGE = 'Language of the texts';
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };
export const TRANSLATION_NOTE = 'Visitors who read Kiswahili see these texts. A text left empty shows in English.';

export const ICONS_TITLE = 'Choose an image';
export const UPLOAD_ICON = 'Upload a new icon';
export const CLOSE = 'Close';
export const iconName = (index: number) => `Icon ${index + 1}`;

export const PREVIEW = 'Preview';
export const PREVIEW_WIDTH = 'Preview width';
export const DESKTOP = 'Desktop';
export const PHONE = 'Phone';
export const PREVIEW_NOTE = 'The login page as visitors will see it, with the values above.';
/** The login pages' own words, as <soma-login> and <soma-student-login> show them. */
export const PREVIEW_PAGES: Record<ConfigKey, { title: string; login: string; password: string; button: string }> = {
  standard: { title: 'Login', login: 'Email or Phone Number', password: 'Password', button: 'Login' },
  student: { title: 'Student Login', login: 'Login', password: 'Password', button: 'Login' },
};
/** The standard login page's links as visitors see them: Forgot Password?, then Sign Up in trial style or Explore Plans. */
export const PREVIEW_LINKS = { forgot: 'Forgot Password?', signup: 'Sign Up', explore: 'Explore Plans' } as const;

/* /site_config */
export const SITE_CONFIG_TITLE = 'Site Configuration';
export const SETTINGS_SAVED = 'Saved:';
export const NOTHING_CHANGED = 'Nothing has changed since the last save.';

export const PRODUCT = 'Product';
export const STYLE = 'Style';
export const STYLES = [
  { value: 'subscription', label: 'Subscription: a plan is needed; the plan shop is open' },
  { value: 'trial', label: 'Trial: no plan is needed; sign-up is open' },
];
export const SHOP_CURRENCY = 'Shop currency';
export const ACCOUNT_REQUIRES = 'Required contact';
export const REQUIREMENTS = [
  { value: 'email', label: 'Email' },
  { value: 'phone_number', label: 'Phone number' },
];

export const GENERAL = 'General';
export const DEBUG = 'Debug';
export const DEBUG_HINT =
  'Lets every signed-in parent set or delete their own plan without paying. Only with sandbox or test payments.';
export const GA = 'Analytics ID';
export const FEEDBACK_URL = 'Give Feedback form URL';
export const SUPPORT_URL = 'Contact Support form URL';
export const FEEDBACK_HINT = "Shown in the account holder's menu under Feedback; leave blank to hide it.";
export const PHONE_COUNTRIES = 'Phone countries';
export const PHONE_COUNTRIES_HINT = 'ISO 3166-1 alpha-2 codes separated by commas, such as KE,UG,TZ.';
export const PHONE_COUNTRIES_ODD = 'This does not read as ISO 3166-1 alpha-2 codes separated by commas.';

export const LOGIN_STYLE = 'Login style';
export const STUDENT_LOGIN_ENABLED = 'Student login enabled';
export const ALTERNATE_TYPE = 'Alternate login type';
export const ALTERNATE_TYPES = [
  { value: 'student', label: 'Student' },
  { value: 'standard', label: 'Standard' },
];
export const ALTERNATE_URL = 'Alternate login URL';
export const ALTERNATE_URL_HINT = 'The path of the login page that is not at /, such as /student.';

export const PLATFORM = 'Learning platform';
export const PLATFORM_URL = 'Platform URL';
export const PLATFORM_KEY = 'Platform key';
export const SCHOOL_ID = 'School ID';
export const TEST_GRADES = 'Test grades';
export const gradesFound = (grades: string[]) => `Grades retrieved: ${grades.join(', ')}`;

export const TUTOR = 'Tutor';
export const TUTOR_ENABLED = 'Tutor enabled';
export const COURSE_IDS = 'Course IDs';
export const COURSE_IDS_HINT = 'Separated by commas.';

export const CARD = 'Card provider';
export const CARD_PUBLIC_KEY = 'Public key';
export const CARD_SECRET_KEY = 'Secret key';
export const CARD_WEBHOOK_SECRET = 'Webhook secret';
export const CARD_HINT =
  'With a secret key the card provider is Stripe from the next request on; without one, the sandbox.';

export const SMS = 'SMS gateway';
export const SMS_URL = 'Gateway URL';
export const SMS_USERNAME = 'Username';
export const SMS_PASSWORD = 'Password';
export const SMS_OAUTH_ID = 'OAuth ID';
export const SMS_OAUTH_SECRET = 'OAuth secret';
export const SECRET_SET = 'Set';
export const SECRET_NOT_SET = 'Not set';
export const SECRET_WILL_CLEAR = 'Will be cleared when saved';
export const SECRET_REPLACE = 'Replace';
export const SECRET_SET_NEW = 'Set';
export const SECRET_CLEAR = 'Clear';
export const SECRET_KEEP = 'Keep current';
export const secretNew = (label: string) => `New ${label.toLowerCase()}`;
export const SECRET_HINT = 'Stored on the server and never shown again.';

/* Regions */
export const REGIONS = 'Regions';
export const ADD_REGION = 'Add Region';
export const EDIT_REGION = 'Edit Region';
export const DELETE_ALL = 'Delete All';
export const REGION_NAME = 'Name';
export const REGION_CODE = 'Code';
