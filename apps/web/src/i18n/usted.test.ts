// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Spanish site speaks to the visitor as usted (DESIGN.md). These are the tú forms: pronouns and verb forms
// that only tú uses, and tú imperatives, which as a sentence's first word are commands to the visitor.
const TU_WORDS = [
  ...['tu', 'tus', 'te', 'ti', 'tú', 'contigo', 'tuyo', 'tuya'],
  ...['puedes', 'vives', 'tienes', 'eres', 'estás', 'debes', 'quieres', 'quieras', 'puedas', 'necesitas'],
  ...['calificas', 'califiques', 'participas', 'participes', 'aceptas', 'recibes', 'inscribes', 'usas'],
  ...[
    'olvidaste',
    'escribiste',
    'elegiste',
    'ingresaste',
    'recibiste',
    'calificaste',
    'registraste',
    'compraste',
  ],
  ...[
    'inscríbete',
    'regístrate',
    'contáctanos',
    'llámanos',
    'dinos',
    'cuéntanos',
    'déjanos',
    'hazte',
    'avísame',
  ],
  ...[
    'inténtalo',
    'ábrelo',
    'ingrésalo',
    'revísalo',
    'elígelo',
    'insértala',
    'actívala',
    'búscala',
    'disfrútalo',
  ],
];
const TU_IMPERATIVES = [
  ...[
    'inicia',
    'crea',
    'ingresa',
    'elige',
    'revisa',
    'usa',
    'lee',
    'escribe',
    'marca',
    'verifica',
    'responde',
  ],
  ...['confirma', 'agrega', 'añade', 'paga', 'espera', 'busca', 'mira', 'guarda', 'comienza', 'consulta'],
  ...[
    'selecciona',
    'completa',
    'explora',
    'envía',
    'llena',
    'pulsa',
    'toca',
    'activa',
    'compra',
    'llama',
    'vuelve',
  ],
];

const anywhere = new RegExp(`(?<![\\p{L}])(${TU_WORDS.join('|')})(?![\\p{L}])`, 'iu');
// The first word of a sentence, followed by more words (a lone 'Marca' is the brand's label, not a command).
const commands = new RegExp(`(?:^|[.;:!?¡¿]\\s*)(${TU_IMPERATIVES.join('|')})\\s+\\p{L}`, 'iu');

/** The tú form a text uses, if any. */
function tuForm(text: string): string | undefined {
  return (anywhere.exec(text) ?? commands.exec(text))?.[1];
}

const catalogues = join(import.meta.dirname, 'catalogs/es');
const spanish = [
  ...readdirSync(catalogues).map((file) => join(catalogues, file)),
  join(import.meta.dirname, '../features/demo-panel/messages/es.json'),
].flatMap((path) => Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));

describe('the Spanish catalogues speak as usted', () => {
  it.each([
    ['Inicia sesión o crea tu cuenta', 'tu'],
    ['¿Olvidaste tu contraseña?', 'Olvidaste'],
    ['Es probable que no califiques', 'califiques'],
    ['Revisa los datos. Elige un plan', 'Revisa'],
    ['Inscríbete ahora', 'Inscríbete'],
    ['Inicie sesión o cree su cuenta', undefined],
    ['Marca', undefined],
    ['Prueba de domicilio', undefined],
    ['Llamada en espera', undefined],
  ])('finds the tú form of %j: %s', (text, form) => {
    expect(tuForm(text)).toBe(form);
  });

  it('reads every message', () => {
    expect(spanish.length).toBeGreaterThan(500);
  });

  it('has no tú form in any message', () => {
    expect(spanish.filter(([, text]) => tuForm(text)).map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });
});
