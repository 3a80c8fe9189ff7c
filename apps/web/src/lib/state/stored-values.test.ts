import { afterEach, describe, expect, it } from 'vitest';
import { isPersonalData } from './benefit';
import { jsonStorage, session } from './browser-storage';
import { cookieStorage } from './cookie-storage';
import { isJsonObject } from './stored-record';

// What a page reads back from Web Storage or a cookie is whatever was left there: it is checked, not cast.
describe('stored values', () => {
  afterEach(() => cookieStorage(1, isPersonalData).removeItem('personalData'));

  it.each<[string, string | null, unknown]>([
    ['a held record', '{"firstName":"Ana","checkTribal":false}', { firstName: 'Ana', checkTribal: false }],
    ['nothing', null, null],
    ['a field of the wrong kind', '{"firstName":3}', null],
    ['a list', '[1,2]', null],
    ['text that is not JSON', '{"firstName":', null],
  ])('Web Storage: %s, stored as %s, reads as %j', (_case, stored, read) => {
    if (stored === null) sessionStorage.removeItem('applicantData');
    else sessionStorage.setItem('applicantData', stored);
    expect(jsonStorage(session, isPersonalData).getItem('applicantData', null)).toEqual(read);
  });

  it('Web Storage keeps a value as JSON and removes it', () => {
    const storage = jsonStorage(session, isJsonObject);
    storage.setItem('Eligibility', { status: 'COMPLETE' });
    expect(sessionStorage.getItem('Eligibility')).toBe('{"status":"COMPLETE"}');
    storage.removeItem('Eligibility');
    expect(sessionStorage.getItem('Eligibility')).toBeNull();
  });

  it.each<[string, string, unknown]>([
    ['held answers', '{"firstName":"Ana","sameAddress":true}', { firstName: 'Ana', sameAddress: true }],
    ['a flag written as text', '{"sameAddress":"yes"}', {}],
    ['text that is not JSON', 'Ana', {}],
  ])('the personal-data cookie: %s, stored as %s, reads as %j', (_case, stored, read) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test leaves a cookie as another page or a person would.
    document.cookie = `personalData=${encodeURIComponent(stored)}; path=/`;
    expect(cookieStorage(1, isPersonalData).getItem('personalData', {})).toEqual(read);
  });
});
