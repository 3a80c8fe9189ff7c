/**
 * The tú forms a Spanish text may use (the site speaks as usted): shared by the catalogue test and the browser
 * journeys, which read the pages as shown.
 */
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
export function tuForm(text: string): string | undefined {
  return (anywhere.exec(text) ?? commands.exec(text))?.[1];
}
