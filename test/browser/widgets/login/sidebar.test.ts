import { expect } from '@open-wc/testing';
import { configure } from '../../../../src/config';
import { footerLink } from '../../../../src/domain/footerLink';
import { imageUrl, platformOrigins } from '../../../../src/client/imageUrl';
import { footerHref } from '../../../../src/loginLayout/SidebarContent';
import { HOSTILE_FOOTER_LINKS, SAFE_FOOTER_LINKS } from '../../support/footerLinks';
import '../../../../widgets/login/define';
import * as text from '../../../../widgets/login/texts';
import {
  customize,
  EMPTY_SIDEBAR,
  mount,
  removeLogo,
  reset,
  resetSettings,
  root,
  settings,
  until,
  uploadLogoAs,
  wait,
} from './helpers';

const sidebar = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="sidebar"]');

declare global {
  interface Window {
    somaPwned?: number;
  }
}

describe('<soma-login> sidebar', () => {
  before(() => settings({ style: 'subscription' }));
  afterEach(reset);
  after(async () => {
    await customize('standard', EMPTY_SIDEBAR);
    await removeLogo('standard_main_logo');
    await resetSettings();
  });

  it('shows no sidebar while the standard customization is empty', async () => {
    await customize('standard', EMPTY_SIDEBAR);
    const el = await mount('soma-login');
    await wait(100);
    expect(sidebar(el)).to.equal(null);
  });

  it('keeps a login box without sidebar to a readable width, at the start of a wide column', async () => {
    await customize('standard', EMPTY_SIDEBAR);
    const el = await mount('soma-login');
    el.style.cssText = 'display: block; width: 900px';
    await wait(50);
    const box = el.shadowRoot!.querySelector('[part="layout"]')!.getBoundingClientRect();
    expect(box.width).to.equal(448);
    expect(box.left).to.equal(el.getBoundingClientRect().left);
  });

  it('shows the customized sidebar: logo, title, lines in order, and the footer linking to its URL', async () => {
    const logo = await uploadLogoAs('standard_main_logo');
    await customize('standard', {
      sidebar_title: 'Welcome to Kilima Hills',
      sidebar_lines: [
        { type: 'text', value: 'Lessons for every grade.' },
        { type: 'image', value: 'https://images.example/classroom.png' },
        { type: 'text', value: 'Questions? Call the office.' },
      ],
      sidebar_footer: 'About the academy',
      sidebar_footer_url: 'https://kilima.example/about',
    });
    const el = await mount('soma-login');
    const aside = await until(() => sidebar(el), 'the sidebar');
    expect(aside.querySelector('[part="logo"]')!.getAttribute('src')).to.equal(logo);
    expect(aside.querySelector('h2')!.textContent).to.equal('Welcome to Kilima Hills');
    expect(aside.getAttribute('aria-labelledby')).to.equal(aside.querySelector('h2')!.id);
    const lines = [...aside.querySelectorAll('[part="sidebar-line"], [part="sidebar-image"]')].map((node) =>
      node.localName === 'img' ? `img ${node.getAttribute('src')}` : `text ${node.textContent}`,
    );
    expect(lines).to.deep.equal([
      'text Lessons for every grade.',
      'img https://images.example/classroom.png',
      'text Questions? Call the office.',
    ]);
    const footer = aside.querySelector<HTMLAnchorElement>('[part="sidebar-footer"] a')!;
    expect(footer.textContent).to.equal('About the academy');
    expect(footer.getAttribute('href')).to.equal('https://kilima.example/about');
    // The form comes first, for keyboards and screen readers; the sidebar follows it.
    expect(
      root(el).querySelector('form')!.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).to.be.greaterThan(0);
  });

  it('shows nothing when the administrator hides the sidebar', async () => {
    await customize('standard', {
      hide_sidebar: true,
      sidebar_title: 'Hidden title',
      sidebar_lines: [{ type: 'text', value: 'Hidden line' }],
    });
    const el = await mount('soma-login');
    await wait(150);
    expect(sidebar(el)).to.equal(null);
    expect(root(el).textContent).to.not.contain('Hidden');
    expect(root(el).querySelector('[part="logo"]')).to.equal(null);
  });

  it('renders hostile sidebar text as text, and none of it runs', async () => {
    const hostile = {
      title: '<img src=x onerror="window.somaPwned=1">Welcome',
      line: '<script>window.somaPwned=2</script><b onmouseover="window.somaPwned=3">bold</b>',
      footer: '<a href="javascript:window.somaPwned=4">click</a>',
    };
    await customize('standard', {
      sidebar_title: hostile.title,
      sidebar_lines: [{ type: 'text', value: hostile.line }],
      sidebar_footer: hostile.footer,
      sidebar_footer_url: '',
    });
    const el = await mount('soma-login');
    const aside = await until(() => sidebar(el), 'the sidebar');
    await wait(200);
    expect(aside.querySelector('h2')!.textContent).to.equal(hostile.title);
    expect(aside.querySelector('[part="sidebar-line"]')!.textContent).to.equal(hostile.line);
    expect(aside.querySelector('[part="sidebar-footer"]')!.textContent).to.equal(hostile.footer);
    expect(aside.querySelectorAll('script, b, [onerror], [onmouseover]')).to.have.length(0);
    expect(aside.querySelectorAll('img')).to.have.length(1);
    expect(aside.querySelectorAll('a')).to.have.length(0);
    aside.querySelector('[part="sidebar-line"]')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(window.somaPwned).to.equal(undefined);
  });

  // The server already refuses other images; the element checks again, for data saved before.
  it("shows images from https and the platform's uploads", async () => {
    const uploaded = new URL(await uploadLogoAs('standard_main_logo', '#1f5f3f')).pathname;
    await customize('standard', {
      sidebar_title: 'Images',
      sidebar_lines: [
        { type: 'image', value: uploaded },
        { type: 'image', value: 'https://cdn.example/ok.png' },
      ],
    });
    const el = await mount('soma-login');
    const aside = await until(() => sidebar(el), 'the sidebar');
    const sources = [...aside.querySelectorAll('[part="sidebar-image"]')].map((img) => img.getAttribute('src'));
    expect(sources).to.deep.equal([`${location.origin}${uploaded}`, 'https://cdn.example/ok.png']);
  });

  it('draws image lines as icons beside the text that follows, with their alternative text', async () => {
    const uploaded = new URL(await uploadLogoAs('standard_main_logo', '#1f5f3f')).pathname;
    await customize('standard', {
      sidebar_title: 'Why Kilima',
      sidebar_lines: [
        { type: 'image', value: uploaded, alt: 'Star' },
        { type: 'text', value: 'Lessons for every grade.' },
        { type: 'image', value: uploaded },
        { type: 'text', value: 'Tutors on call.' },
      ],
      logo_alt: 'Kilima Hills Academy',
    });
    const el = await mount('soma-login');
    el.style.cssText = 'display: block; width: 1100px';
    const aside = await until(() => sidebar(el), 'the sidebar');
    await until(() => aside.querySelector<HTMLImageElement>('[part="sidebar-image"]')?.complete, 'the icons');
    const icons = [...aside.querySelectorAll<HTMLImageElement>('[part="sidebar-image"]')];
    expect(icons.map((icon) => icon.getAttribute('alt'))).to.deep.equal(['Star', '']);
    expect(aside.querySelector('[part="logo"]')!.getAttribute('alt')).to.equal('Kilima Hills Academy');
    for (const icon of icons) {
      const box = icon.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([40, 40]);
      // Beside its text, on the same row.
      const line = icon.nextElementSibling!.getBoundingClientRect();
      expect(line.left).to.be.greaterThan(box.right);
      expect(line.top).to.be.lessThan(box.bottom);
    }
  });

  it('draws a logo without alternative text as decorative', async () => {
    await uploadLogoAs('standard_main_logo', '#1f5f3f');
    await customize('standard', { sidebar_title: 'Plain' });
    const el = await mount('soma-login');
    const aside = await until(() => sidebar(el), 'the sidebar');
    expect(aside.querySelector('[part="logo"]')!.getAttribute('alt')).to.equal('');
  });

  it('keeps the form usable when the sidebar is long', async () => {
    await customize('standard', {
      sidebar_title: 'Long',
      sidebar_lines: Array.from({ length: 12 }, (_, i) => ({
        type: 'text' as const,
        value: `Line ${i + 1} `.repeat(20),
      })),
    });
    const el = await mount('soma-login');
    await until(() => sidebar(el), 'the sidebar');
    const input = root(el).querySelector('input')!;
    expect(input.getBoundingClientRect().width).to.be.greaterThan(150);
    expect(root(el).querySelector('[part="title"]')!.textContent).to.equal(text.LOGIN_TITLE);
  });
});

describe('sidebar URL rules', () => {
  const origins = ['https://portal.example', 'http://localhost:8080'];

  it('accepts https images and files under the platform uploads', () => {
    expect(imageUrl('https://cdn.example/a.png', origins)).to.equal('https://cdn.example/a.png');
    expect(imageUrl('http://localhost:8080/uploads/logos/a.png', origins)).to.equal(
      'http://localhost:8080/uploads/logos/a.png',
    );
    expect(imageUrl('/uploads/a.png', origins)).to.equal('https://portal.example/uploads/a.png');
  });

  it("takes the platform's origins from an element's options, else from the page's", () => {
    const own = platformOrigins({ api: 'http://api.school.example/api', portal: 'http://portal.school.example/' });
    expect(own).to.deep.equal(['http://api.school.example', 'http://portal.school.example']);
    expect(imageUrl('http://api.school.example/uploads/a.png', own)).to.equal(
      'http://api.school.example/uploads/a.png',
    );
    expect(imageUrl('http://api.school.example/uploads/a.png')).to.equal(null);
    expect(platformOrigins()).to.include(location.origin).and.not.include('http://api.school.example');
  });

  it('refuses script, data and plain-http URLs, and platform files outside uploads', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://tracker.example/pixel.png',
      'http://localhost:8080/api/me',
      'vbscript:msgbox',
      '',
      null,
      undefined,
    ]) {
      expect(imageUrl(value, origins), String(value)).to.equal(null);
    }
  });

  it('links the footer only to https URLs and paths that stay on the site once normalised', () => {
    for (const value of [...HOSTILE_FOOTER_LINKS, '']) expect(footerLink(value), JSON.stringify(value)).to.equal(null);
    for (const [value, stored] of SAFE_FOOTER_LINKS) expect(footerLink(value), value).to.equal(stored);
  });

  it("sends a footer path to the portal's page, not to the school's page the element is on", () => {
    try {
      configure({ portal: 'https://portal.example/' });
      expect(footerHref('/help')).to.equal('https://portal.example/help');
      expect(footerHref('https://kilima.example/about')).to.equal('https://kilima.example/about');
      expect(footerHref('/\\evil.example')).to.equal(null);
    } finally {
      configure({ portal: undefined });
    }
    expect(footerHref('/help')).to.equal('/help');
  });
});
