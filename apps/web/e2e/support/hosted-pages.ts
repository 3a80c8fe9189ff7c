import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';

/**
 * The words of the mock's hosted checkout and National Verifier, which speak the browser's language (its
 * Accept-Language); the fixtures give each test's browser the site's language, so a Spanish journey crosses them in
 * Spanish.
 */
export const HOSTED = {
  en: {
    cardNumber: 'Card number',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel and return',
    decision: 'Decision',
    submitDocuments: 'Submit documents',
    leaveVerifier: 'Return to my provider without finishing',
  },
  es: {
    cardNumber: 'Número de tarjeta',
    pay: (amount: string) => `Pagar ${amount}`,
    cancel: 'Cancelar y volver',
    decision: 'Decisión',
    submitDocuments: 'Enviar documentos',
    leaveVerifier: 'Volver a mi proveedor sin terminar',
  },
} as const satisfies Record<Locale, unknown>;

/** Pays at the hosted checkout with a card, and waits for the site's payment result. */
export async function payAtCheckout(page: Page, language: Locale, card = '4242 4242 4242 4242') {
  await page.getByRole('textbox', { name: HOSTED[language].cardNumber }).fill(card);
  await page.getByRole('button', { name: new RegExp(`^${HOSTED[language].pay('\\$')}`) }).click();
  await expect(page).toHaveURL(/\/PaymentPage\?paymentId=pay_/);
}

/** Sends the verifier's resolution page, with the simulation's decision when one is given. */
export async function submitDocuments(page: Page, language: Locale, decision?: string) {
  if (decision) await page.getByRole('combobox', { name: HOSTED[language].decision }).selectOption(decision);
  await page.getByRole('button', { name: HOSTED[language].submitDocuments }).click();
}
