import { vi } from 'vitest';

/** A reply of the fake carrier: a status and a JSON body. */
export interface CarrierReply {
  status: number;
  body: unknown;
}

/** What the fake carrier answers an operation (`POST /public/nlad/enroll`, the document's path template). */
export type CarrierAnswer = CarrierReply | ((request: Request) => CarrierReply);

/** One request the fake carrier answered: its operation and JSON body. */
export interface AnsweredRequest {
  operation: string;
  url: URL;
  body: unknown;
}

function matcher(operation: string): (method: string, pathname: string) => boolean {
  const [method, template = ''] = operation.split(' ');
  const path = new RegExp(
    `${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\}/g, '[^/]+')}$`,
  );
  return (candidate, pathname) => candidate === method && path.test(pathname);
}

/**
 * Answers the site's carrier calls through `fetch`, so the real client, API modules and error handling run: each
 * operation by its answer; any other request fails as no connection would (and is listed in `unanswered`).
 */
export function answerCarrier(answers: Readonly<Record<string, CarrierAnswer>>) {
  const routes = Object.entries(answers).map(([operation, answer]) => ({
    operation,
    matches: matcher(operation),
    answer,
  }));
  const answered: AnsweredRequest[] = [];
  unanswered.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = routes.find((candidate) => candidate.matches(request.method, url.pathname));
    if (!route) {
      unanswered.push(`${request.method} ${url.pathname}`);
      throw new TypeError(`the fake carrier has no answer for ${request.method} ${url.pathname}`);
    }
    const text = await request.clone().text();
    answered.push({ operation: route.operation, url, body: text ? JSON.parse(text) : undefined });
    const { status, body } = typeof route.answer === 'function' ? route.answer(request) : route.answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { answered };
}

const unanswered: string[] = [];

/** The requests the last `answerCarrier` had no answer for (`METHOD /path`). */
export const unansweredRequests = (): readonly string[] => unanswered;
