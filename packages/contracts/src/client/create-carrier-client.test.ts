import { describe, expect, it } from 'vitest';
import { createCarrierClient } from './create-carrier-client';
import { settle } from './settle';

type Recorded = {
  url: string;
  method: string;
  authorization: string | null;
  language: string | null;
  body: unknown;
};

/** A fake carrier: records each request and answers with the given response. */
function fakeCarrier(answer: (request: Request) => Response | Promise<Response> = () => Response.json({})) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request) => {
    const text = await request.clone().text();
    requests.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      language: request.headers.get('accept-language'),
      body: text ? JSON.parse(text) : undefined,
    });
    return answer(request);
  };
  return { requests, fetch };
}

const baseUrl = 'http://carrier.test';

describe('createCarrierClient', () => {
  it('sends the stored bearer token on secured operations only', async () => {
    const carrier = fakeCarrier();
    const client = createCarrierClient({ baseUrl, getToken: () => 'token-123', fetch: carrier.fetch });

    await client.GET('/subscriber/profile');
    await client.GET('/public/plan');

    expect(carrier.requests.map((r) => [r.url, r.authorization])).toEqual([
      [`${baseUrl}/subscriber/profile`, 'Bearer token-123'],
      [`${baseUrl}/public/plan`, null],
    ]);
  });

  it("sends the site's language as Accept-Language, read at each call", async () => {
    const carrier = fakeCarrier();
    let language = 'es';
    const client = createCarrierClient({
      baseUrl,
      getToken: () => null,
      language: () => language,
      fetch: carrier.fetch,
    });
    await client.POST('/public/auth/forgot_password', { body: { email: 'a@example.com' } });
    language = 'en';
    await client.POST('/public/auth/forgot_password', { body: { email: 'a@example.com' } });
    expect(carrier.requests.map((r) => r.language)).toEqual(['es', 'en']);
  });

  it('sends Accept-Language only on operations that take it, so a catalogue read is a plain GET the page can preload', async () => {
    const carrier = fakeCarrier();
    const client = createCarrierClient({
      baseUrl,
      getToken: () => null,
      language: () => 'es',
      fetch: carrier.fetch,
    });
    await client.GET('/public/plan');
    await client.GET('/public/plan_pricing');
    expect(carrier.requests.map((r) => r.language)).toEqual([null, null]);
  });

  it("adds the site's language as the `lang` query to the catalogue reads that take it, after their own", async () => {
    const carrier = fakeCarrier();
    const client = createCarrierClient({
      baseUrl,
      getToken: () => null,
      language: () => 'es',
      fetch: carrier.fetch,
    });
    await client.GET('/public/plan');
    await client.GET('/public/add-on_plan', { params: { query: { isActive: true } } });
    await client.GET('/public/device/{id}', { params: { path: { id: 1 }, query: { lang: 'en' } } });
    await client.GET('/public/plan_pricing');
    expect(carrier.requests.map((r) => r.url)).toEqual([
      `${baseUrl}/public/plan?lang=es`,
      `${baseUrl}/public/add-on_plan?isActive=true&lang=es`,
      `${baseUrl}/public/device/1?lang=en`,
      `${baseUrl}/public/plan_pricing`,
    ]);
  });

  it('sends no Authorization header when no token is stored', async () => {
    const carrier = fakeCarrier();
    const client = createCarrierClient({ baseUrl, getToken: () => null, fetch: carrier.fetch });
    await client.GET('/subscriber/profile');
    expect(carrier.requests[0]?.authorization).toBeNull();
  });

  it('adds the stored reseller code to the bodies of operations that take one', async () => {
    const carrier = fakeCarrier(() => Response.json({ isValid: true }));
    const client = createCarrierClient({
      baseUrl,
      getToken: () => null,
      resellerCode: () => 'AGENT42',
      fetch: carrier.fetch,
    });

    await client.POST('/public/sim/{esn}/activate', {
      params: { path: { esn: '8901260000000001' } },
      body: { activationCode: '1234' },
    });
    await client.POST('/public/auth/login', { body: { username: 'a@example.com', password: 'secret' } });

    expect(carrier.requests[0]?.body).toEqual({ activationCode: '1234', resellerCode: 'AGENT42' });
    expect(carrier.requests[1]?.body).toEqual({ username: 'a@example.com', password: 'secret' });
  });

  it('keeps a reseller code the caller set', async () => {
    const carrier = fakeCarrier();
    const client = createCarrierClient({
      baseUrl,
      getToken: () => null,
      resellerCode: () => 'AGENT42',
      fetch: carrier.fetch,
    });
    await client.POST('/public/sim/{esn}/activate', {
      params: { path: { esn: '8901260000000001' } },
      body: { activationCode: '1234', resellerCode: 'OWN01' },
    });
    expect(carrier.requests[0]?.body).toEqual({ activationCode: '1234', resellerCode: 'OWN01' });
  });

  it("gives up after timeoutMs with 'Endpoint request timed out'", async () => {
    // Like a network, the fake keeps the request in flight until it is aborted.
    const inFlight: Request[] = [];
    const never = (request: Request) =>
      new Promise<Response>((_, reject) => {
        inFlight.push(request);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const client = createCarrierClient({ baseUrl, getToken: () => null, timeoutMs: 20, fetch: never });

    const result = await settle(client.GET('/public/plan'));

    expect(result.error).toEqual({
      status: 504,
      code: 'TIMEOUT',
      message: 'Endpoint request timed out',
      fieldErrors: [],
    });
  });
});

describe('settle', () => {
  const client = (answer: (request: Request) => Response | Promise<Response>) =>
    createCarrierClient({ baseUrl, getToken: () => 'token', fetch: fakeCarrier(answer).fetch });

  it('gives the data of a successful call', async () => {
    const plans = [{ id: 1, name: 'Basic' }];
    const result = await settle(client(() => Response.json(plans)).GET('/public/plan'));
    expect(result).toEqual({ data: plans });
  });

  it("turns a 403 with a string body into 'HTTP Status 403 - Access is denied'", async () => {
    const denied = () => new Response('<html>Forbidden</html>', { status: 403, statusText: 'Forbidden' });
    const result = await settle(client(denied).GET('/subscriber/profile'));
    expect(result.error).toEqual({
      status: 403,
      code: 'ACCESS_DENIED',
      message: 'HTTP Status 403 - Access is denied',
      fieldErrors: [],
    });
  });

  it.each([
    {
      case: 'the response message',
      response: () =>
        Response.json(
          {
            error: 'FIELD_VALIDATION_FAILED',
            message: 'Field validation failed',
            errors: [
              { field: 'shippingZipcode', message: 'ZipCode should be 5 digits' },
              { description: 'Bad address' },
            ],
          },
          { status: 400, statusText: 'Bad Request' },
        ),
      expected: {
        status: 400,
        code: 'FIELD_VALIDATION_FAILED',
        message: 'Field validation failed',
        fieldErrors: [
          { field: 'shippingZipcode', message: 'ZipCode should be 5 digits' },
          { message: 'Bad address' },
        ],
      },
    },
    {
      case: 'the status text when the body has no message',
      response: () =>
        Response.json({ error: 'SIM_ALREADY_ACTIVATED' }, { status: 409, statusText: 'Conflict' }),
      expected: { status: 409, code: 'SIM_ALREADY_ACTIVATED', message: 'Conflict', fieldErrors: [] },
    },
    {
      case: 'NLAD failure types',
      response: () =>
        Response.json(
          {
            error: 'DUPLICATE_SUBSCRIBER',
            message: 'Duplicate subscriber',
            failureType: 'Duplicate subscriber',
          },
          { status: 409 },
        ),
      expected: {
        status: 409,
        code: 'DUPLICATE_SUBSCRIBER',
        message: 'Duplicate subscriber',
        fieldErrors: [],
        failureType: 'Duplicate subscriber',
      },
    },
    {
      case: 'a generic code when the body is not the carrier error',
      response: () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
      expected: { status: 502, code: 'HTTP_502', message: 'Bad Gateway', fieldErrors: [] },
    },
  ])('normalises an error body, taking $case', async ({ response, expected }) => {
    const result = await settle(client(response).GET('/public/plan'));
    expect(result.error).toEqual(expected);
  });

  it("names a reply that is not JSON MALFORMED_REPLY, not by the parser's words", async () => {
    const truncated = () =>
      new Response('{"id": 1', { status: 200, headers: { 'content-type': 'application/json' } });
    const result = await settle(client(truncated).GET('/public/plan'));
    expect(result.error).toEqual({
      status: 0,
      code: 'MALFORMED_REPLY',
      message: 'The reply is not valid JSON',
      fieldErrors: [],
    });
  });

  it('takes the error message when no response arrived', async () => {
    const dropped = () => Promise.reject(new TypeError('fetch failed'));
    const result = await settle(client(dropped).GET('/public/plan'));
    expect(result.error).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'fetch failed',
      fieldErrors: [],
    });
  });
});
