import { scenarios } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';

const mock = useMock();

async function dashboard(): Promise<string> {
  const response = await mock.request({ method: 'GET', url: '/__mock' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
}

describe('the control dashboard', () => {
  it('lists every scenario of the catalogue, grouped by area', async () => {
    const page = await dashboard();
    for (const scenario of scenarios) expect(page).toContain(`<code>${scenario.id}</code>`);
    for (const area of ['auth', 'catalogue', 'eligibility', 'nlad', 'fault'])
      expect(page).toContain(`<section class="card" id="area-${area}"><h2 class="area">${area}</h2>`);
  });

  it('shows what is armed, for every session', async () => {
    expect(await dashboard()).toContain('Nothing is armed');
    await mock.request({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      payload: { scenario: 'nlad.enroll.duplicate', times: 2 },
      headers: { 'x-mock-session': 'demo-anna' },
    });
    const page = await dashboard();
    expect(page).not.toContain('Nothing is armed');
    expect(page).toMatch(
      /<td><code>nlad\.enroll\.duplicate<\/code><\/td><td class="num">2<\/td>\s*<td>demo-anna<\/td>/,
    );
  });

  it('offers to arm, disarm and reset through the JSON control API', async () => {
    const page = await dashboard();
    expect(page).toContain('<form id="arm"');
    expect(page).toContain("call('POST', '/__mock/scenarios/arm'");
    expect(page).toContain("call('DELETE', '/__mock/scenarios/armed')");
    expect(page).toContain("call('POST', '/__mock/reset')");
  });

  it('links only to pages the mock serves', async () => {
    const links = [...(await dashboard()).matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1] as string);
    expect(links).toEqual(
      expect.arrayContaining(['/__mock/ui/outbox', '/__mock/ui/chat', '/__mock/requests?limit=50']),
    );
    for (const link of links) {
      const response = await mock.request({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(200);
    }
  });
});
