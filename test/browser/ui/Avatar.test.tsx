import { expect } from '@open-wc/testing';
import { Avatar, avatarColor } from '../../../src/ui';
import { cleanup, expectAccessible, render } from './render';

const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>')}`;

describe('Avatar', () => {
  afterEach(cleanup);

  it('shows initials on a coloured circle, named by its alt', async () => {
    const { shadow } = await render(<Avatar alt="Amani Otieno" initials="AO" color="blue" />);
    const avatar = shadow.querySelector<HTMLElement>('[part="avatar"]')!;
    expect(avatar.getAttribute('role')).to.equal('img');
    expect(avatar.getAttribute('aria-label')).to.equal('Amani Otieno');
    expect(avatar.textContent).to.equal('AO');
    const style = getComputedStyle(avatar);
    expect(style.backgroundColor).to.equal('rgb(16, 79, 102)');
    expect(style.borderTopLeftRadius).to.equal('50%');
  });

  it('knows the four avatar colours by name or hex, defaulting to yellow', () => {
    expect(avatarColor('green')).to.equal('green');
    expect(avatarColor('#ED174B')).to.equal('red');
    expect(avatarColor('#104f66')).to.equal('blue');
    expect(avatarColor(undefined)).to.equal('yellow');
    expect(avatarColor('purple')).to.equal('yellow');
  });

  it('paints each colour', async () => {
    const { shadow } = await render(
      <>
        {['blue', 'green', 'red', 'yellow', undefined].map((c, i) => (
          <Avatar key={i} alt={`a${i}`} initials="A" color={c} />
        ))}
      </>,
    );
    const colours = [...shadow.querySelectorAll('[part="avatar"]')].map((a) => getComputedStyle(a).backgroundColor);
    expect(colours).to.deep.equal([
      'rgb(16, 79, 102)',
      'rgb(22, 141, 68)',
      'rgb(237, 23, 75)',
      'rgb(252, 176, 52)',
      'rgb(252, 176, 52)',
    ]);
  });

  it('shows an icon image instead of initials', async () => {
    const { shadow } = await render(<Avatar alt="Lion" icon={ICON} initials="AO" color="green" />);
    const img = shadow.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal(ICON);
    expect(img.alt).to.equal('');
    expect(shadow.querySelector('[part="avatar"]')!.textContent).to.equal('');
  });

  it('sizes from its size prop', async () => {
    const { shadow } = await render(<Avatar alt="x" initials="X" size={80} />);
    expect(shadow.querySelector('[part="avatar"]')!.getBoundingClientRect().width).to.equal(80);
  });

  it('hides from assistive tech with an empty alt', async () => {
    const { shadow } = await render(<Avatar alt="" initials="AO" />);
    const avatar = shadow.querySelector('[part="avatar"]')!;
    expect(avatar.getAttribute('aria-hidden')).to.equal('true');
    expect(avatar.hasAttribute('role')).to.equal(false);
  });

  it('passes axe in every colour', async () => {
    const { host } = await render(
      <p>
        {['blue', 'green', 'red', 'yellow'].map((c) => (
          <Avatar key={c} alt={`Student ${c}`} initials="JD" color={c} size={32} />
        ))}
        <Avatar alt="Lion" icon={ICON} />
        <Avatar alt="" initials="X" />
      </p>,
    );
    await expectAccessible(host);
  });
});
