import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import {
  advanceClock,
  application,
  checkEligibility,
  DAY_MS,
  type Ids,
  post,
  recheck,
  tribalApplicant,
  WEB_ORIGIN,
} from './benefit-api';

const mock = useMock();

type Visit = 'resolution' | 'certification';

function visit(applicationId: string, page: Visit, headers: Record<string, string> = {}) {
  return mock.request({
    method: 'GET',
    url: `/verifier/${encodeURIComponent(applicationId)}/${page}`,
    headers,
  });
}

function submit(applicationId: string, page: Visit, form: string, headers: Record<string, string> = {}) {
  return mock.request({
    method: 'POST',
    url: `/verifier/${encodeURIComponent(applicationId)}/${page}`,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

function returnUrl(ids: Ids): string {
  const query = new URLSearchParams({ ...ids });
  return `${WEB_ORIGIN}/ReturnFromUsacPage?${query.toString()}`;
}

/** The certification's four statements, ticked. */
const CERTIFIED = 'statement1=on&statement2=on&statement3=on&statement4=on';

const PAGES = [
  { page: 'resolution', ssn4: '1001', asks: 'Proof of identity', button: 'Submit documents', ticked: '' },
  {
    page: 'certification',
    ssn4: '1002',
    asks: 'only one Affordable Connectivity Program benefit',
    button: 'Certify',
    ticked: `${CERTIFIED}&`,
  },
] as const;

describe.each(PAGES)('the verifier’s $page page', ({ page, ssn4, asks, button, ticked }) => {
  it('shows the applicant with a masked SSN, what is asked, and the form', async () => {
    const ids = await application(mock, ssn4);
    const response = await visit(ids.applicationId, page);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const text = response.body;
    expect(text).toContain('National Verifier');
    expect(text).toContain('Maria Lopez');
    expect(text).toContain(`•••-••-${ssn4}`);
    expect(text).toMatch(/\d+ Fifth Avenue/);
    expect(text).toContain('SNAP');
    expect(text).toContain(asks);
    expect(text).toContain(`<form method="post" action="/verifier/${ids.applicationId}/${page}">`);
    expect(text).toContain(button);
  });

  it('completes on submit: 303 back to the web with both ids, and the recheck says COMPLETE', async () => {
    const ids = await application(mock, ssn4);
    const response = await submit(ids.applicationId, page, ticked);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(returnUrl(ids));
    const { body } = await recheck(mock, ids);
    expect(body.status).toBe('COMPLETE');
    expect(body._links).toBeUndefined();
  });

  it.each(['PENDING_REVIEW', 'FAILURE', 'APP_CLOSED_OR_EXPIRED'] as const)(
    'moves the application to the decision chosen in the form: %s',
    async (outcome) => {
      const ids = await application(mock, ssn4);
      const response = await submit(
        ids.applicationId,
        page,
        `${ticked}outcome=${outcome}&identityDocument=id.pdf`,
      );
      expect(response.statusCode).toBe(303);
      expect((await recheck(mock, ids)).body.status).toBe(outcome);
    },
  );

  it('rejects the applicant when verifier.resolution.rejected is forced by header', async () => {
    const ids = await application(mock, ssn4);
    const response = await submit(ids.applicationId, page, `${ticked}outcome=COMPLETE`, {
      'x-mock-scenario': 'verifier.resolution.rejected',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers['x-mock-outcome']).toBe('verifier.resolution.rejected');
    expect((await recheck(mock, ids)).body.status).toBe('FAILURE');
  });

  it('names its outcome on the page itself', async () => {
    const ids = await application(mock, ssn4);
    expect((await visit(ids.applicationId, page)).headers['x-mock-outcome']).toBe('state');
  });

  it('asks nothing of an application that does not await this page (F-25): 404 page, status unchanged', async () => {
    const ids = await application(mock, '1003');
    for (const response of [
      await visit(ids.applicationId, page),
      await submit(ids.applicationId, page, ticked),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Nothing to do here');
    }
    expect((await recheck(mock, ids)).body.status).toBe('PENDING_REVIEW');
  });

  it('answers an unknown application with a 404 HTML page', async () => {
    for (const response of [await visit('A24-999999', page), await submit('A24-999999', page, '')]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Application not found');
      expect(response.body).toContain('A24-999999');
    }
  });
});

describe('the verifier pages', () => {
  it('reject once when armed for a session, and only for that session', async () => {
    const armed = await post(
      mock,
      '/__mock/scenarios/arm',
      { scenario: 'verifier.resolution.rejected', times: 1 },
      { 'x-mock-session': 'a' },
    );
    expect(armed.status).toBe(201);
    const other = await application(mock, '1001');
    await submit(other.applicationId, 'resolution', '', { 'x-mock-session': 'b' });
    expect((await recheck(mock, other)).body.status).toBe('COMPLETE');

    const first = await application(mock, '1001');
    await submit(first.applicationId, 'resolution', '', { 'x-mock-session': 'a' });
    expect((await recheck(mock, first)).body.status).toBe('FAILURE');

    const second = await application(mock, '1001');
    await submit(second.applicationId, 'resolution', '', { 'x-mock-session': 'a' });
    expect((await recheck(mock, second)).body.status).toBe('COMPLETE');
  });

  it('show a tribal applicant without an SSN', async () => {
    const { body } = await checkEligibility(mock, tribalApplicant(), {
      'x-mock-scenario': 'eligibility.check.pending-resolution',
    });
    const response = await visit(body.applicationId, 'resolution');
    expect(response.body).toContain('Not given (tribal applicant)');
    expect(response.body).toContain('Proof of tribal membership');
  });

  it('close an expired application with a 404 page that leads back to the web', async () => {
    const ids = await application(mock, '1001');
    await advanceClock(mock, 30 * DAY_MS);
    const response = await visit(ids.applicationId, 'resolution');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This application is closed');
    expect(response.body).toContain(returnUrl(ids).replaceAll('&', '&amp;'));
  });

  it('certify only with every statement ticked, checked by the verifier itself (F-25)', async () => {
    const ids = await application(mock, '1002');
    const response = await submit(ids.applicationId, 'certification', 'statement1=on&statement2=on');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Confirm every statement');
    expect((await recheck(mock, ids)).body.status).toBe('PENDING_CERT');
    expect((await submit(ids.applicationId, 'certification', CERTIFIED)).statusCode).toBe(303);
  });

  it('answer an unknown scenario header with a 400 HTML page and leave the application alone', async () => {
    const ids = await application(mock, '1001');
    const response = await submit(ids.applicationId, 'resolution', '', {
      'x-mock-scenario': 'no.such.thing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect((await recheck(mock, ids)).body.status).toBe('PENDING_RESOLUTION');
  });
});

// N-8: the National Verifier speaks the browser's language, as the real one offers Spanish.
describe('the verifier pages in Spanish', () => {
  const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

  it.each([
    ['resolution', '1001', ['Necesitamos más información', 'Comprobante de identidad', 'Enviar documentos']],
    [
      'certification',
      '1002',
      ['Certifique su solicitud', 'solo se permite un beneficio', 'Certificar y continuar'],
    ],
  ] as const)('ask for the %s in Spanish, with no English left', async (page, ssn4, asks) => {
    const ids = await application(mock, ssn4);
    const { body } = await visit(ids.applicationId, page, SPANISH);
    expect(body).toContain('<html lang="es">');
    for (const text of ['Verificador Nacional', 'Hola, Maria.', 'Su información', 'Simulación', ...asks])
      expect(body).toContain(text);
    for (const text of ['Your information', 'Hello', 'Simulation', 'Return to my provider', 'Date of birth'])
      expect(body).not.toContain(text);
  });

  it('tell of an unknown application, a closed one and an unticked statement in Spanish', async () => {
    expect((await visit('A24-999999', 'resolution', SPANISH)).body).toContain('No se encontró la solicitud');
    const certifying = await application(mock, '1002');
    const unticked = await submit(certifying.applicationId, 'certification', 'statement1=on', SPANISH);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('Confirme cada declaración');
    const ids = await application(mock, '1001');
    await advanceClock(mock, 30 * DAY_MS);
    expect((await visit(ids.applicationId, 'resolution', SPANISH)).body).toContain(
      'Esta solicitud está cerrada',
    );
  });

  it('shows a tribal applicant without an SSN in Spanish', async () => {
    const { body } = await checkEligibility(mock, tribalApplicant(), {
      'x-mock-scenario': 'eligibility.check.pending-resolution',
    });
    const response = await visit(body.applicationId, 'resolution', SPANISH);
    expect(response.body).toContain('No indicado (solicitante tribal)');
    expect(response.body).toContain('Comprobante de pertenencia tribal');
  });
});
