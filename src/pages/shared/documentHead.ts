import { createContext } from 'react';
import { escapeMarkup } from '@/domain/markup';

/** One `<meta>` or `<link>` of a page's head, by its attributes. */
export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Readonly<Record<string, string>>;
}

/** What a page puts in the document head: its title and its meta and link elements. */
export interface DocumentHead {
  title: string;
  elements: readonly HeadElement[];
}

/**
 * Set by the prerender: it receives the head of the page being rendered, which the build writes
 * into the page's HTML. In the browser there is none, and the head is written by an effect.
 */
export const HeadCollector = createContext<((head: DocumentHead) => void) | null>(null);

/**
 * Marks the elements of the page's own head, whoever wrote them: index.html's static pair, the
 * prerender's, the app's. The next page replaces them; the rest of the head stays.
 */
const PAGE_HEAD = 'data-page-head';

/** Writes a page's head into the document: its title, and its meta and link elements. */
export function applyDocumentHead(head: DocumentHead, doc: Document = document) {
  doc.head.querySelectorAll(`[${PAGE_HEAD}]`).forEach((node) => node.remove());
  const title = doc.createElement('title');
  title.textContent = head.title;
  const elements = head.elements.map(({ tag, attributes }) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  });
  for (const element of [title, ...elements]) element.setAttribute(PAGE_HEAD, '');
  doc.head.append(title, ...elements);
}

/** The head as HTML, for a prerendered page: the title first, then the elements in order. */
export function documentHeadHtml(head: DocumentHead): string {
  const elements = head.elements.map(
    ({ tag, attributes }) =>
      `<${tag}${Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
        .join('')}/>`,
  );
  return `<title>${escapeMarkup(head.title)}</title>${elements.join('')}`;
}
