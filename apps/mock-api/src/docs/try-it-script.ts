/**
 * The browser side of the reference page (plain JavaScript, run after Swagger UI's files): starts Swagger UI on both
 * documents and, through its request and response interceptors, gives every "Try it out" call the session, the
 * scenario armed for it and the `Prefer` header chosen in the bar, then shows the reply's outcome in the bar.
 */
export function tryItScript(documents: { url: string; name: string }[]): string {
  return `
const bar = document.getElementById('try-it');
const said = document.getElementById('outcome');
const documentUrls = ${JSON.stringify(documents.map((entry) => entry.url))};
const session = () => bar.session.value.trim();
const say = (text) => { said.textContent = text; };
let armedForCall = null;

async function armChosenScenario() {
  const scenario = bar.scenario.value;
  if (!scenario) return;
  const headers = { 'Content-Type': 'application/json' };
  if (session()) headers['X-Mock-Session'] = session();
  const response = await fetch('/__mock/scenarios/arm', { method: 'POST', headers, body: JSON.stringify({ scenario, times: 1 }) });
  const reply = await response.json();
  if (!response.ok) throw new Error(reply.message);
  bar.scenario.value = '';
  armedForCall = scenario;
}

window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify(documents)},
  'urls.primaryName': new URLSearchParams(location.search).get('document') ?? ${JSON.stringify(documents[0]?.name)},
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  deepLinking: true,
  filter: true,
  tryItOutEnabled: true,
  displayOperationId: true,
  displayRequestDuration: true,
  showCommonExtensions: true,
  defaultModelsExpandDepth: 1,
  defaultModelExpandDepth: 3,
  // Swagger UI would send each document to an online validator for its badge: nothing leaves this machine.
  validatorUrl: null,
  requestInterceptor: async (request) => {
    if (request.loadSpec) return request;
    if (session()) request.headers['X-Mock-Session'] = session();
    if (!new URL(request.url, location.href).pathname.startsWith('/__mock')) {
      if (bar.prefer.value) request.headers.Prefer = 'code=' + bar.prefer.value;
      try {
        await armChosenScenario();
      } catch (error) {
        say('Could not arm the scenario: ' + error.message);
        throw error;
      }
    }
    return request;
  },
  responseInterceptor: (response) => {
    if (documentUrls.some((url) => response.url.endsWith(url))) return response;
    const outcome = response.headers[${JSON.stringify(OUTCOME_HEADER.toLowerCase())}];
    const path = new URL(response.url, location.href).pathname;
    const armed = armedForCall ? ' (armed: ' + armedForCall + ')' : '';
    armedForCall = null;
    say(response.status + ' from ' + path + ' · ${OUTCOME_HEADER}: ' + (outcome ?? 'none') + armed);
    return response;
  },
});
`;
}

import { OUTCOME_HEADER } from '../http/headers';
