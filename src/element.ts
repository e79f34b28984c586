import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { defaults, onConfigure, ownOptions, type SomaOptions } from './config';
import { ElementContext, type ElementHost } from './element/context';
import { emit } from './element/emit';
import { LANGUAGE } from './language';
import { stylesheet } from './theme/stylesheet';
import { themeClass } from './theme/theme.css';

/** The attributes that set an element's own options. */
const OWN = ['api', 'portal', 'locale'] as const;

/** Attributes every element understands, beside its own. */
export const COMMON_ATTRIBUTES = [...OWN, 'routing', 'base', 'start'] as const;

export type ElementProps = Record<string, string | undefined>;

export interface ElementDefinition {
  /** The element's own attributes (kebab-case); they reach the component as camelCase props. */
  attributes?: readonly string[];
}

export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The class of one Soma element: shadow root, adopted stylesheet, props, events, unmount. */
export function elementClass<P extends ElementProps>(Component: ComponentType<P>, definition: ElementDefinition = {}) {
  const observed = [...COMMON_ATTRIBUTES, ...(definition.attributes ?? [])];

  return class SomaElement extends HTMLElement {
    static observedAttributes = observed;

    #root: Root | null = null;
    #mount: HTMLElement | null = null;
    #stopConfig: (() => void) | null = null;
    /** The element's own `api`, `portal` and `locale` attributes, those present. */
    readonly #own: SomaOptions = {};
    #host!: ElementHost;

    /** Props built from attributes; an absent attribute is `undefined`. */
    get props(): P {
      const props: ElementProps = {};
      for (const name of observed) {
        const value = this.getAttribute(name);
        props[camelCase(name)] = value ?? undefined;
      }
      return props as P;
    }

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (!shadow.adoptedStyleSheets.includes(stylesheet())) {
        shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, stylesheet()];
      }
      if (!this.#mount) {
        this.#mount = document.createElement('div');
        this.#mount.className = themeClass;
        this.#mount.setAttribute('part', 'root');
        // An element in another language than English says so, for screen readers and hyphenation.
        if (LANGUAGE !== 'en') this.#mount.lang = LANGUAGE;
        shadow.append(this.#mount);
      }
      this.#root ??= createRoot(this.#mount);
      ownOptions().add(this.#own);
      this.#configure();
      // A configure() call re-renders the element only when it changes the element's options.
      this.#stopConfig = onConfigure(() => this.#configure() && this.#render());
      this.#render();
    }

    disconnectedCallback(): void {
      ownOptions().delete(this.#own);
      this.#stopConfig?.();
      this.#stopConfig = null;
      this.#root?.unmount();
      this.#root = null;
      this.#mount?.remove();
      this.#mount = null;
    }

    attributeChangedCallback(name: string): void {
      if (!this.#root) return;
      this.#configure();
      this.#render();
    }

    /**
     * The element's options: the page's defaults, its own `api`, `portal` and `locale` attributes
     * over them, for its tree only. Answers whether they changed; the tree then gets a new host.
     */
    #configure(): boolean {
      for (const key of OWN) {
        const value = this.getAttribute(key);
        if (value === null) delete this.#own[key];
        else this.#own[key] = value;
      }
      const options = { ...defaults(), ...this.#own };
      if (JSON.stringify(options) === JSON.stringify(this.#host?.options)) return false;
      this.#host = { element: this, emit: (name, detail, opts) => emit(this, name, detail, opts), options };
      return true;
    }

    #render(): void {
      this.#root!.render(
        createElement(ElementContext.Provider, { value: this.#host }, createElement(Component, this.props)),
      );
    }
  };
}

/** Registers an element under its tag; a second registration of the same tag is ignored. */
export function defineElement<P extends ElementProps>(
  tag: string,
  Component: ComponentType<P>,
  definition: ElementDefinition = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = elementClass(Component, definition);
  customElements.define(tag, element);
  return element;
}
