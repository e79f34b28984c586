// Answers shaped as the reference server gives them, for tests that stand in for it.
import type { AppSettings, Bundle, Profile, Region, Student } from '../../../src/api/structs';
import type { Subscription } from '../../../src/api/subscription';

export const subscription: Subscription = {
  students: 2,
  status: 'active',
  payment_method: 'mpesa',
  cancellation_date: null,
  expiry_date: '2027-01-01T00:00:00Z',
  product_id: 3,
  product_order_id: 11,
  price: 150000,
  duration: 1,
  remaining_balance: 0,
  credit: 0,
  next_billing_date: '2027-01-01T00:00:00Z',
  adjusted_price: 150000,
};

export const profile: Profile = {
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'amina@example.com',
  phone_number: '254712345678',
  region: 47,
  balance: 0,
  has_tutor_id: false,
  parent_id: 7,
};

export function student(id: number, extra: Partial<Student> = {}): Student {
  return {
    student_id: id,
    first_name: `Child${id}`,
    last_name: 'Otieno',
    avatar: '{"icon":null,"color":"#fcb034"}',
    gender: 'f',
    age: 9,
    school: null,
    grade: 'Grade 4',
    region_id: null,
    login: null,
    has_password: false,
    ...extra,
  };
}

const customization = {
  hide_sidebar: false,
  sidebar_title: '',
  sidebar_lines: [],
  sidebar_footer_url: '',
  sidebar_footer: '',
  logo_alt: '',
  nav_logo_alt: '',
};

export const app: AppSettings = {
  ga: null,
  style: 'subscription',
  shopCurrency: 'Ksh',
  accountRequirements: { required: 'email' },
  student_login_enabled: true,
  alternate_login_type: 'student',
  alternate_login_url: '/student',
  standard_login_url: '/login',
  student_login_url: '/student',
  tutor_enabled: false,
  customizations: { standard: customization, student: customization },
  logos: {},
  card_provider: 'sandbox',
  card_public_key: null,
  realtime: null,
  debug: false,
  api_version: '1.0.0',
  phone_countries: 'KE',
};

export const bundles: Bundle[] = [
  { product_id: 1, students: 1, price: 50000, duration: 1, savings: 0, current: false },
  { product_id: 2, students: 1, price: 500000, duration: 12, savings: 17, current: true },
];

export const regions: Region[] = [
  { region_id: 1, name: 'Mombasa', code: '001' },
  { region_id: 47, name: 'Nairobi', code: '047' },
];
