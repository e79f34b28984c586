import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Button } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, render } from './render';

describe('Button', () => {
  afterEach(cleanup);

  it('is a button of type button with the button part', async () => {
    const { shadow } = await render(<Button>Save</Button>);
    const button = shadow.querySelector('button')!;
    expect(button.type).to.equal('button');
    expect(button.getAttribute('part')).to.equal('button');
    expect(button.textContent).to.equal('Save');
  });

  it('keeps an explicit type', async () => {
    const { shadow } = await render(<Button type="submit">Go</Button>);
    expect(shadow.querySelector('button')!.type).to.equal('submit');
  });

  it('paints each variant from the theme', async () => {
    const { shadow } = await render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button variant="danger">Danger</Button>
      </>,
    );
    const [primary, secondary, text, danger] = [...shadow.querySelectorAll('button')].map((b) => getComputedStyle(b));
    expect(primary.backgroundColor).to.equal('rgb(16, 79, 102)');
    expect(primary.color).to.equal('rgb(255, 255, 255)');
    expect(secondary.color).to.equal('rgb(16, 79, 102)');
    expect(secondary.borderTopColor).to.equal('rgb(16, 79, 102)');
    expect(text.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(danger.backgroundColor).to.equal('rgb(179, 38, 30)');
  });

  it('calls onClick', async () => {
    let clicks = 0;
    const { shadow } = await render(<Button onClick={() => clicks++}>Go</Button>);
    await click(shadow.querySelector('button')!);
    expect(clicks).to.equal(1);
  });

  it('ignores clicks while busy, says so with aria-busy and stays focusable', async () => {
    let clicks = 0;
    const { shadow } = await render(
      <Button busy onClick={() => clicks++}>
        Save
      </Button>,
    );
    const button = shadow.querySelector('button')!;
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.disabled).to.equal(false);
    await click(button);
    expect(clicks).to.equal(0);
    button.focus();
    expect(focused()).to.equal(button);
  });

  it('does not submit its form while busy', async () => {
    let submits = 0;
    const { shadow } = await render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submits++;
        }}
      >
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await click(shadow.querySelector('button')!);
    expect(submits).to.equal(0);
  });

  it('has no aria-busy when idle', async () => {
    const { shadow } = await render(<Button>Save</Button>);
    expect(shadow.querySelector('button')!.hasAttribute('aria-busy')).to.equal(false);
  });

  it('ignores clicks when disabled', async () => {
    let clicks = 0;
    const { shadow } = await render(
      <Button disabled onClick={() => clicks++}>
        Save
      </Button>,
    );
    const button = shadow.querySelector('button')!;
    expect(button.disabled).to.equal(true);
    await click(button);
    expect(clicks).to.equal(0);
  });

  it('shows the focus ring when reached by keyboard', async () => {
    const { shadow } = await render(<Button>Save</Button>);
    const button = shadow.querySelector('button')!;
    const before = document.createElement('button');
    before.textContent = 'before';
    document.body.prepend(before);
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(button);
      const style = getComputedStyle(button);
      expect(style.outlineStyle).to.equal('solid');
      expect(style.outlineColor).to.equal('rgb(26, 115, 232)');
    } finally {
      before.remove();
    }
  });

  it('passes axe in every variant and state', async () => {
    const { host } = await render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button variant="danger">Danger</Button>
        <Button busy>Busy</Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    await expectAccessible(host);
  });
});
