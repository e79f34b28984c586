import { expect } from '@open-wc/testing';
import { is } from 'superstruct';
import { Student } from '../../../src/api/students';
import { AppSettings, Order, type Customization } from '../../../src/api/structs';
import { Me, Subscription } from '../../../src/api/subscription';

const subscription = {
  students: 3,
  status: 'active',
  payment_method: 'mpesa',
  cancellation_date: null,
  expiry_date: '2026-01-31T00:00:00Z',
  product_id: 2,
  product_order_id: 11,
  price: 150000,
  duration: 1,
  remaining_balance: 0,
  credit: 0,
  next_billing_date: '2026-01-31T00:00:00Z',
  adjusted_price: 150000,
};

const profile = {
  first_name: 'Ann',
  last_name: 'Otieno',
  email: 'ann@example.com',
  phone_number: null,
  region: null,
  balance: -500,
  has_tutor_id: false,
  parent_id: 9,
};

const customization: Customization = {
  hide_sidebar: false,
  sidebar_title: 'Welcome',
  sidebar_lines: [{ type: 'text', value: 'Learn every day' }],
  sidebar_footer_url: '/help',
  sidebar_footer: 'Help',
  logo_alt: '',
  nav_logo_alt: '',
};

describe('response structs', () => {
  it('read the profile with a plan, or with false when there is none', () => {
    expect(is({ ...profile, subscription }, Me)).to.equal(true);
    expect(is({ ...profile, subscription: false }, Me)).to.equal(true);
    expect(is({ ...profile, subscription: true }, Me)).to.equal(false);
  });

  it('accept unknown statuses and extra fields from a newer server', () => {
    expect(is({ ...subscription, status: 'paused', trial_ends_at: null }, Subscription)).to.equal(true);
    expect(is({ ...subscription, status: 3 }, Subscription)).to.equal(false);
  });

  it('read a receipt', () => {
    const order = {
      order_id: 11,
      status: 'pending_payment',
      kind: 'upgrade',
      product_id: 3,
      students: 5,
      duration: 12,
      lines: [
        { label: 'Yearly plan, 5 students', amount: 1500000 },
        { label: 'Credit for the current plan', amount: -40000 },
      ],
      price: 1500000,
      credit: 40000,
      total: 1460000,
      currency: 'KES',
      payment: { method: 'mpesa', phone: '+2547******78' },
      created_at: '2025-12-01T10:00:00Z',
      paid_at: null,
      next_billing_date: null,
      expiry_date: null,
      failure_message: null,
    };
    expect(is(order, Order)).to.equal(true);
    expect(is({ ...order, kind: 'refund' }, Order)).to.equal(false);
  });

  it('read a student', () => {
    const student = {
      student_id: 4,
      first_name: 'Tom',
      last_name: 'Otieno',
      avatar: '{"icon":null,"color":"#fcb034"}',
      gender: 'm',
      age: null,
      school: null,
      grade: '3',
      region_id: null,
      login: null,
      has_password: false,
    };
    expect(is(student, Student)).to.equal(true);
    expect(is({ ...student, gender: 'x' }, Student)).to.equal(false);
  });

  it('read the app settings', () => {
    const app = {
      ga: null,
      style: 'subscription',
      shopCurrency: 'KES',
      accountRequirements: { required: 'phone_number' },
      student_login_enabled: true,
      alternate_login_type: 'student',
      alternate_login_url: '/student',
      standard_login_url: '/login',
      student_login_url: '/student',
      tutor_enabled: false,
      customizations: { standard: customization, student: { ...customization, hide_sidebar: true } },
      logos: { standard_main_logo: '/storage/logos/main.png' },
      card_provider: 'sandbox',
      card_public_key: null,
      realtime: { key: 'soma', host: 'localhost', port: 8080, forceTLS: false, authEndpoint: '/api/broadcasting/auth' },
      debug: false,
      api_version: '1',
      phone_countries: 'KE,UG,TZ',
    };
    expect(is(app, AppSettings)).to.equal(true);
    expect(is({ ...app, realtime: null }, AppSettings)).to.equal(true);
    expect(is({ ...app, style: 'free' }, AppSettings)).to.equal(false);
  });
});
