import { FluentProvider, PortalMountNodeProvider, type Theme, webLightTheme } from '@fluentui/react-components';
import { type GriffelRenderer, RendererProvider, createDOMRenderer } from '@griffel/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { type Root, createRoot } from 'react-dom/client';

import { DEFAULT_LANGUAGE, directionOf, isLanguage } from '../i18n/languages';
import { ELEMENT_CLASS, elementStyleSheet } from './elementStyles';
import { shadowDocument } from './shadowDocument';

/** The element's observed attributes as the component gets them: absent ones are undefined. */
export type ElementAttributes<A extends string> = Partial<Record<A, string>>;

export interface ParcelElementOptions<A extends string> {
  /** Observed attributes: a change re-renders the component with the new values. */
  attributes: readonly A[];
  /** Default: Fluent's web light theme. */
  theme?: Theme;
  /** More CSS for the shadow root (after the reset, so it can override it). */
  styles?: string;
  /** Text direction of the wrapper. Default: from the `lang` attribute (ar: right to left). */
  dirOf?: (attributes: ElementAttributes<A>) => 'ltr' | 'rtl';
  /** Shown when the component throws while rendering; `retry` renders it again. */
  fallback?: (retry: () => void, attributes: ElementAttributes<A>) => ReactNode;
}

/** 'ar-EG' -> 'rtl'; no or unknown lang -> the default language's direction. */
function dirOfLang(lang: string | undefined): 'ltr' | 'rtl' {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return directionOf(isLanguage(base) ? base : DEFAULT_LANGUAGE);
}

class ElementErrorBoundary extends Component<{ fallback?: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[sig] element crashed', error);
  }
  override render() {
    if (this.state.failed) return this.props.fallback?.(() => this.setState({ failed: false })) ?? null;
    return this.props.children;
  }
}

let instances = 0;

/**
 * Wraps a React component as a custom element with an open Shadow DOM root, so a plain HTML page can use it
 * with one tag. Fluent's Griffel renderer and theme write into the shadow root (styles neither leak in nor
 * out; see frontend-build-notes.md), Fluent's portals open inside it, and each instance has its own id
 * prefix. Defining a name twice (two copies of the script on one page) keeps the first definition.
 */
export function defineParcelElement<A extends string>(name: string, View: ComponentType<ElementAttributes<A>>, options: ParcelElementOptions<A>): CustomElementConstructor {
  const existing = customElements.get(name);
  if (existing) return existing;
  const theme = options.theme ?? webLightTheme;
  const dirOf = options.dirOf ?? ((attrs: ElementAttributes<A>) => dirOfLang((attrs as Record<string, string | undefined>).lang));

  // Private (#) fields only: a public field named like a DOM property (prefix, title, lang, ...) would
  // shadow it, and some of those are getter-only.
  class ParcelElement extends HTMLElement {
    static observedAttributes = [...options.attributes, 'hidden'];

    #parts: { mount: HTMLDivElement; portal: HTMLDivElement; renderer: GriffelRenderer; targetDocument: Document } | null = null;
    #root: Root | null = null;
    #ownsDisplay = false;

    connectedCallback() {
      this.#guardDisplay();
      if (!this.#root) {
        const { mount } = this.#setUp();
        this.#root = createRoot(mount, { identifierPrefix: `${name}-${++instances}-` });
      }
      this.#render();
    }

    disconnectedCallback() {
      // a move (remove then insert) reconnects in the same task: only a real removal unmounts
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(attribute: string, before: string | null, after: string | null) {
      if (attribute === 'hidden') this.#guardDisplay();
      else if (before !== after && this.#root) this.#render();
    }

    /** The shadow root's content, made once: reconnecting reuses it (a shadow root cannot be attached twice). */
    #setUp() {
      if (this.#parts) return this.#parts;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const doc = this.ownerDocument;
      const style = doc.createElement('style');
      style.setAttribute('data-sig-element', '');
      style.textContent = elementStyleSheet(theme, options.styles);
      const mount = doc.createElement('div');
      const portal = doc.createElement('div');
      mount.className = portal.className = ELEMENT_CLASS;
      portal.setAttribute('data-sig-portals', '');
      shadow.append(style, mount, portal);
      const targetDocument = shadowDocument(shadow);
      this.#parts = { mount, portal, targetDocument, renderer: createDOMRenderer(targetDocument) };
      return this.#parts;
    }

    /**
     * `* { all: unset }` on the host page beats `:host { display: block }` and would leave the element
     * inline; an inline display beats that page rule. A display the page set inline itself is left alone.
     */
    #guardDisplay() {
      if (this.style.display && !this.#ownsDisplay) return;
      this.style.display = this.hasAttribute('hidden') ? 'none' : 'block';
      this.#ownsDisplay = true;
    }

    #attributes(): ElementAttributes<A> {
      const attrs: Partial<Record<string, string>> = {};
      for (const a of options.attributes) attrs[a] = this.getAttribute(a) ?? undefined;
      return attrs as ElementAttributes<A>;
    }

    #render() {
      const parts = this.#setUp();
      const attrs = this.#attributes();
      const dir = dirOf(attrs);
      parts.mount.dir = parts.portal.dir = dir;
      const fallback = options.fallback && ((retry: () => void) => options.fallback!(retry, attrs));
      this.#root!.render(
        <RendererProvider renderer={parts.renderer} targetDocument={parts.targetDocument}>
          <PortalMountNodeProvider value={parts.portal}>
            <FluentProvider theme={theme} dir={dir} targetDocument={parts.targetDocument} style={{ background: 'transparent' }}>
              <ElementErrorBoundary fallback={fallback}>
                <View {...attrs} />
              </ElementErrorBoundary>
            </FluentProvider>
          </PortalMountNodeProvider>
        </RendererProvider>,
      );
    }
  }

  customElements.define(name, ParcelElement);
  return ParcelElement;
}
