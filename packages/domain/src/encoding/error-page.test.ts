import { describe, expect, it } from 'vitest';
import { errorPageNotice, errorPagePath } from './error-page';

describe('error page', () => {
  it('carries the message base64-encoded and URL-safe', () => {
    expect(errorPagePath('¿Qué pasó?')).toBe('/error-page?message=wr9RdcOpIHBhc8OzPw%3D%3D');
  });

  it.each([
    ['wr9RdcOpIHBhc8OzPw==', { text: '¿Qué pasó?' }],
    ['%%%', { id: 'errorPage.default', text: 'Something went wrong' }],
    ['', { id: 'errorPage.default', text: 'Something went wrong' }],
    [null, { id: 'errorPage.default', text: 'Something went wrong' }],
  ])('shows %j as %j', (param, notice) => {
    expect(errorPageNotice(param)).toEqual(notice);
  });
});
