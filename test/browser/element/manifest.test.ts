import { expect, nextFrame } from '@open-wc/testing';
import { COMMON_ATTRIBUTES } from '../../../src/element';
import { load, register } from '../../../src/loader';
import { elements as registry } from '../../../widgets/elements';
import { commonAttributes, elements } from '../../../widgets/manifest';

register(registry);

describe('element manifest', () => {
  it('describes exactly the elements the loader defines', () => {
    expect(elements.map((e) => e.tag).sort()).to.deep.equal(Object.keys(registry).sort());
  });

  it('lists the attributes every element observes', async () => {
    expect(commonAttributes.map((a) => a.name)).to.deep.equal([...COMMON_ATTRIBUTES]);
    for (const info of elements) {
      await load(info.tag);
      const element = customElements.get(info.tag) as unknown as { observedAttributes: string[] };
      const expected = [...COMMON_ATTRIBUTES, ...info.attributes.map((a) => a.name)];
      expect([...element.observedAttributes].sort(), info.tag).to.deep.equal(expected.sort());
    }
  });

  it('names soma-* events only', () => {
    for (const info of elements) for (const event of info.events) expect(event.name).to.match(/^soma-[a-z-]+$/);
  });

  it('custom-elements.json (written by the build) names every part the elements render', async () => {
    const built = (await (await fetch('/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string; cssParts: { name: string }[] }[] }[];
    };
    for (const info of elements) {
      const declared = built.modules.flatMap((m) => m.declarations).find((d) => d.tagName === info.tag);
      const named = new Set(declared?.cssParts.map((part) => part.name));
      await load(info.tag);
      const element = document.createElement(info.tag);
      document.body.append(element);
      try {
        for (let i = 0; i < 10; i += 1) await nextFrame();
        const rendered = [...element.shadowRoot!.querySelectorAll('[part]')].flatMap((node) =>
          node.getAttribute('part')!.split(/\s+/),
        );
        expect(rendered, info.tag).to.include('root');
        for (const name of rendered) expect(named.has(name), `${info.tag} renders part "${name}"`).to.equal(true);
      } finally {
        element.remove();
      }
    }
  });
});
