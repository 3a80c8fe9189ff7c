import type { Scenario } from '@carrier/scenarios';
import { testCards } from '../commerce/cards';
import { html } from '../http/html';
import type { Language } from '../http/language';

/** The checkout's words in each language it follows from the browser (issue 26, N-8). */
export const CHECKOUT_WORDS = {
  en: {
    shell: { title: 'Checkout', brand: 'Checkout', subtitle: 'test mode · simulated by the mock carrier' },
    order: (id: number) => `Order ${id}`,
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    totalDue: 'Total due',
    payWithCard: 'Pay with card',
    email: 'Email',
    cardNumber: 'Card number',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel and return',
    testMode: 'Test mode: no card is charged. The card number alone picks the outcome.',
    testCards: 'Test cards',
    outcome: 'Outcome',
    scenario: 'Scenario',
    use: 'Use',
    cardRules: html`Spaces are ignored. Any other valid card number (13 to 19 digits, passing the Luhn check)
        succeeds. A <code>payment.*</code> scenario sent in <code>X-Mock-Scenario</code> or armed for the
        <code>X-Mock-Session</code> overrides the card.`,
    canceled: 'This checkout was canceled',
    complete: 'This checkout is complete',
    payment: (order: number, amount: string) => `Order ${order}, ${amount}: payment`,
    returnToSite: 'Return to the site',
    notFound: 'Not found',
    notFoundText: 'This checkout session does not exist or has expired.',
    invalidCard: 'Your card number is invalid.',
    /** What paying with a test card does: the catalogue's own words. */
    cardOutcome: (scenario: Scenario) => scenario.description,
    /** Why a card failed, as the payment recorded it. */
    failure: (reason: string) => reason,
  },
  es: {
    shell: { title: 'Pago', brand: 'Pago', subtitle: 'modo de prueba · simulado por el operador de prueba' },
    order: (id: number) => `Pedido ${id}`,
    item: 'Artículo',
    quantity: 'Cant.',
    amount: 'Importe',
    totalDue: 'Total a pagar',
    payWithCard: 'Pagar con tarjeta',
    email: 'Correo electrónico',
    cardNumber: 'Número de tarjeta',
    pay: (amount: string) => `Pagar ${amount}`,
    cancel: 'Cancelar y volver',
    testMode: 'Modo de prueba: no se cobra ninguna tarjeta. Solo el número de tarjeta decide el resultado.',
    testCards: 'Tarjetas de prueba',
    outcome: 'Resultado',
    scenario: 'Escenario',
    use: 'Usar',
    cardRules: html`Los espacios no cuentan. Cualquier otro número de tarjeta válido (de 13 a 19 dígitos, que pase la
        verificación de Luhn) se cobra. Un escenario <code>payment.*</code> enviado en <code>X-Mock-Scenario</code> o
        activado para la sesión <code>X-Mock-Session</code> prevalece sobre la tarjeta.`,
    canceled: 'Este pago se canceló',
    complete: 'Este pago está completo',
    payment: (order: number, amount: string) => `Pedido ${order}, ${amount}: pago`,
    returnToSite: 'Volver al sitio',
    notFound: 'No encontrado',
    notFoundText: 'Esta sesión de pago no existe o ya venció.',
    invalidCard: 'El número de su tarjeta no es válido.',
    cardOutcome: (scenario: Scenario) => SPANISH_CARDS[scenario.id]?.outcome ?? scenario.description,
    failure: (reason: string) => {
      const card = testCards().find(({ scenario }) => scenario.message === reason);
      return (card && SPANISH_CARDS[card.scenario.id]?.failure) ?? reason;
    },
  },
} as const;

export type CheckoutWords = (typeof CHECKOUT_WORDS)[Language];

/**
 * The test cards' outcomes in Spanish, by scenario id, and the Spanish of the failure a card records (the payment
 * keeps the catalogue's English message as its reason).
 */
const SPANISH_CARDS: Record<string, { outcome: string; failure?: string }> = {
  'payment.succeeded': { outcome: 'Cobrado: el pago se realiza y el pedido queda pagado y facturado.' },
  'payment.declined': {
    outcome:
      'Rechazado: el pago falla; el resultado del pago en el sitio lleva de vuelta al carrito para intentarlo otra vez.',
    failure: 'Su tarjeta fue rechazada.',
  },
  'payment.insufficient-funds': {
    outcome:
      'Fondos insuficientes: el pago falla; el resultado del pago en el sitio lleva de vuelta al carrito para intentarlo otra vez.',
    failure: 'Su tarjeta no tiene fondos suficientes.',
  },
  'payment.processing': {
    outcome:
      'Aceptado, aún en proceso: la página de resultado muestra éxito (pendiente si es una recarga de saldo); todavía no hay factura.',
  },
};
