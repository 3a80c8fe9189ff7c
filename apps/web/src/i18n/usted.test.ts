// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tuForm } from '../testing/usted';

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
