import { expect, type Page } from '@playwright/test';
import { LOCALE_PREFIXES } from '../../src/i18n/locale-path';
import type { Locale } from '../../src/i18n/locales';
import { tuForm } from '../../src/testing/usted';
import { messagesOf } from './copy';

/** What a user must never read: a parser's or the network's own words, the carrier's jargon, a field's code name. */
const NEVER = [
  /\bError:/,
  /Unexpected end of JSON input|Unexpected token|is not valid JSON|Failed to fetch|fetch failed|NetworkError/,
  /Validation failed/,
  /\b(?:firstName|lastName|shippingZipcode|zipcode|emailAddress|passwordConfirm|ssn4|primaryZipCode):/,
];

/**
 * The other language's sentences: its catalogue texts of three words or more that read differently in this
 * language (a name such as 'Medicaid' or 'SNAP' is the same in both), placeholders and plurals left out.
 */
function sentencesOf(other: Locale, own: Locale): string[] {
  const theirs = messagesOf(other);
  const mine = messagesOf(own);
  return Object.entries(theirs)
    .filter(([id, text]) => !text.includes('{') && text.split(/\s+/).length >= 3 && mine[id] !== text)
    .map(([, text]) => text.replace(/[.!?]$/, ''));
}

let scenarioWords: Promise<string[]> | undefined;

/**
 * The carrier's own words of every scenario the mock has (English), as the Spanish site must never show them: the
 * mock's catalogue, read once per worker (it does not change during a run).
 */
function carrierWords(page: Page): Promise<string[]> {
  scenarioWords ??= (async () => {
    const response = await page.request.get(`${process.env.E2E_MOCK_URL}/__mock/scenarios`);
    const { scenarios } = (await response.json()) as { scenarios: { message: string | null }[] };
    return [
      ...new Set(
        scenarios.flatMap(({ message }) => (message && message.split(/\s+/).length >= 2 ? [message] : [])),
      ),
    ];
  })();
  return scenarioWords;
}

/** What the page shows that is not in `language`: English on the Spanish site (or Spanish on the English one). */
export async function foreignWords(page: Page, language: Locale): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what a user reads is the rendered text, line by line.
  const text = await page.locator('body').innerText();
  const other: Locale = language === 'es' ? 'en' : 'es';
  const found = [
    ...NEVER.flatMap((pattern) => pattern.exec(text)?.[0] ?? []),
    ...sentencesOf(other, language).filter((sentence) => text.includes(sentence)),
  ];
  if (language === 'es') {
    const mine = new Set(Object.values(messagesOf('es')));
    found.push(...(await carrierWords(page)).filter((words) => !mine.has(words) && text.includes(words)));
    for (const line of text.split('\n')) {
      const form = tuForm(line);
      if (form) found.push(`tú "${form}" in: ${line}`);
    }
  }
  return [...new Set(found)];
}

/** The page (its toasts included) reads wholly in `language`: no other language, no jargon, and in Spanish no tú. */
export async function expectOneLanguage(page: Page, language: Locale): Promise<void> {
  expect(await foreignWords(page, language), `words on ${page.url()} that are not ${language}`).toEqual([]);
}

/** The home page's address in `language`: the site's root in English, /es in Spanish. */
export function homeAddress(language: Locale): RegExp {
  return new RegExp(`^[a-z]+://[^/]+${LOCALE_PREFIXES[language]}/?$`);
}

/** The seed's tablet the enrolment journeys choose, by the name the mock gives it in each language (N-8). */
export function tabletName(language: Locale): string {
  return language === 'es' ? 'Tableta Android 10.1' : 'Android Tablet 10.1';
}

/** The seed's data add-on of `gb` gigabytes, by the name the mock gives it in each language (N-8). */
export function dataAddonName(gb: number, language: Locale): string {
  return language === 'es' ? `${gb} GB de datos` : `${gb}GB Data`;
}
