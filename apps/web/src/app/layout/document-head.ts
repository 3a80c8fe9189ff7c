import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { localePath } from '../../i18n/locale-path';
import { LOCALES, type Locale } from '../../i18n/locales';

// The words are the spec's (000 §1–§2, 001 §2), in the visitor's language (catalogs/<locale>/meta.json).
const PAGES = {
  acp: defineMessages({ title: { id: 'meta.acp.title' }, description: { id: 'meta.acp.description' } }),
  prepaid: defineMessages({
    title: { id: 'meta.prepaid.title' },
    description: { id: 'meta.prepaid.description' },
  }),
  ownPlan: defineMessages({
    title: { id: 'meta.ownPlan.title' },
    description: { id: 'meta.ownPlan.description' },
  }),
  threeDollar: defineMessages({
    title: { id: 'meta.threeDollar.title' },
    description: { id: 'meta.threeDollar.description' },
  }),
  zipCode: defineMessages({
    title: { id: 'meta.zipCode.title' },
    description: { id: 'meta.zipCode.description' },
  }),
  internationalRate: defineMessages({
    title: { id: 'meta.internationalRate.title' },
    description: { id: 'meta.internationalRate.description' },
  }),
  agent: defineMessages({ title: { id: 'meta.agent.title' }, description: { id: 'meta.agent.description' } }),
  logOrRegister: defineMessages({
    title: { id: 'meta.logOrRegister.title' },
    description: { id: 'meta.logOrRegister.description' },
  }),
  faq: defineMessages({ title: { id: 'meta.faq.title' }, description: { id: 'meta.faq.description' } }),
  activeSimCard: defineMessages({
    title: { id: 'meta.activeSimCard.title' },
    description: { id: 'meta.activeSimCard.description' },
  }),
  contactUs: defineMessages({
    title: { id: 'meta.contactUs.title' },
    description: { id: 'meta.contactUs.description' },
  }),
};

const SITE = defineMessages({
  title: { id: 'meta.site.title' },
  description: { id: 'meta.site.description' },
});

/** A page's own title and description; 'home' is the site's. */
export type PageMeta = keyof typeof PAGES | 'home';

/** What a page puts in the document's head. */
export interface DocumentHead {
  lang: Locale;
  title: string;
  description: string;
  /** Absolute addresses of this page in each language; absent when the site's public origin is not known. */
  links: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string }[];
}

/**
 * The head of a page at `path` (without its language prefix). A page without its own title (`meta`) is named by
 * its main heading; without a heading, by the site.
 */
export function documentHead({
  intl,
  locale,
  path,
  meta,
  heading,
  origin,
}: {
  intl: IntlShape;
  locale: Locale;
  path: string;
  meta: PageMeta | undefined;
  heading?: string | null;
  origin: string | undefined;
}): DocumentHead {
  const own = meta && meta !== 'home' ? PAGES[meta] : undefined;
  const page = own ? intl.formatMessage(own.title) : heading?.trim();
  const title =
    meta === 'home' || !page
      ? intl.formatMessage(SITE.title)
      : intl.formatMessage({ id: 'meta.titleTemplate' }, { page });
  const description = intl.formatMessage(own?.description ?? SITE.description);
  const links: DocumentHead['links'] = origin
    ? [
        { rel: 'canonical', href: `${origin}${localePath(locale, path)}` },
        ...LOCALES.map((other) => ({
          rel: 'alternate' as const,
          hreflang: other,
          href: `${origin}${localePath(other, path)}`,
        })),
      ]
    : [];
  return { lang: locale, title, description, links };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for a pre-rendered page. */
export function documentHeadHtml(head: DocumentHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...head.links.map(
      (link) =>
        `<link rel="${link.rel}"${link.hreflang ? ` hreflang="${link.hreflang}"` : ''} href="${escapeHtml(link.href)}" />`,
    ),
  ].join('\n    ');
}

/** Puts the head into the live document (after each navigation). */
export function applyDocumentHead(document: Document, head: DocumentHead): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = head.description;
  for (const old of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
    old.remove();
  for (const link of head.links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    document.head.append(element);
  }
}
