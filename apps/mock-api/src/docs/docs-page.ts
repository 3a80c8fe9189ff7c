import { html, SafeHtml } from '../http/html';
import { tryItScript } from './try-it-script';

export const DOCS_PATH = '/__mock/docs';

/** The two documents the reference shows, first the carrier's (getApiDocument serves them). */
export const REFERENCE_DOCUMENTS = [
  { file: 'carrier-api.json', name: 'Carrier API (carrier-api.yaml)' },
  { file: 'mock-control.json', name: 'Mock control API (mock-control.yaml)' },
] as const;

// The bar only: Swagger UI brings its own style sheet, and the mock's page shell would restyle its tables and forms.
const STYLE = `
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2330; background: #fff; }
  header.mock { background: #1d2330; color: #fff; padding: 12px 24px; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  header.mock strong { font-size: 18px; } header.mock span { color: #aab2c5; font-size: 14px; }
  header.mock a { color: #c7d2fe; font-size: 14px; }
  form.try-it { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: end; max-width: 1460px; margin: 0 auto; padding: 16px 20px;
    border-bottom: 1px solid #dfe3ea; box-sizing: border-box; }
  form.try-it h2 { flex-basis: 100%; font-size: 16px; margin: 0; }
  form.try-it label { display: flex; flex-direction: column; font-size: 13px; font-weight: 600; gap: 4px; }
  form.try-it input, form.try-it select { font: inherit; font-weight: 400; padding: 6px 8px; border: 1px solid #b8bfcc; border-radius: 6px; background: #fff; }
  form.try-it select { max-width: min(360px, 100%); }
  form.try-it input[name=prefer] { width: 90px; }
  form.try-it p { margin: 0; font-size: 13px; color: #5b6475; flex-basis: 100%; }
  #outcome { flex-basis: 100%; font: 14px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; color: #1d2330; min-height: 1.4em; margin: 0; }
`;

function scenarioOptions(scenarios: readonly { id: string }[]): SafeHtml {
  const areas = new Map<string, string[]>();
  for (const { id } of scenarios) {
    const area = id.split('.')[0] ?? id;
    areas.set(area, [...(areas.get(area) ?? []), id]);
  }
  return html`<option value="">none</option>${[...areas].map(
    ([area, ids]) =>
      html`<optgroup label="${area}">${ids.map((id) => html`<option>${id}</option>`)}</optgroup>`,
  )}`;
}

/** The sessions the mock has seen lately, newest first: a demoer picks the web tab they want to steer. */
function sessionChoices(sessions: string[]): SafeHtml {
  return html`<datalist id="sessions">${sessions.map((session) => html`<option value="${session}"></option>`)}</datalist>`;
}

/** GET /__mock/docs: Swagger UI over both documents, under a bar that steers "Try it out" calls. */
export function renderDocsPage(recentSessions: string[], scenarios: readonly { id: string }[]): string {
  const documents = REFERENCE_DOCUMENTS.map(({ file, name }) => ({
    url: `${DOCS_PATH}/openapi/${file}`,
    name,
  }));
  const assets = `${DOCS_PATH}/assets`;
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock carrier: API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assets}/swagger-ui.css">
<style>${new SafeHtml(STYLE)}</style></head>
<body>
<header class="mock"><strong>Mock carrier</strong><span>API reference · both documents, offline</span><a href="/__mock">Dashboard</a></header>
<form id="try-it" class="try-it" onsubmit="return false">
  <h2>Try it out against this mock</h2>
  <label>X-Mock-Session
    <input name="session" list="sessions" value="docs" pattern="[A-Za-z0-9._\\-]{1,64}" autocomplete="off"></label>
  ${sessionChoices(recentSessions)}
  <label>Scenario to arm for the next carrier call
    <select name="scenario">${scenarioOptions(scenarios)}</select></label>
  <label>Prefer: code=
    <input name="prefer" type="number" min="100" max="599" placeholder="status"></label>
  <p>Every call carries the session (pick a web tab's from the list to steer it). The scenario is armed for that
    session, once, through <code>POST /__mock/scenarios/arm</code>, just before the next call to a carrier operation;
    <code>Prefer</code> asks the carrier operation for its documented example of that status.</p>
  <p id="outcome" role="status" aria-live="polite"></p>
</form>
<div id="swagger-ui"></div>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script src="${assets}/swagger-ui-standalone-preset.js"></script>
<script>${new SafeHtml(tryItScript(documents))}</script>
</body></html>`}`;
}
