import type { components } from '@carrier/contracts/control';
import type { FastifyInstance } from 'fastify';
import { controlRoute } from '../http/control-route';
import { html, page, SafeHtml, sendPage } from '../http/html';
import { violationsPanel } from '../proxy/violations-panel';
import type { ArmedScenario } from '../scenarios/engine';
import { scenarioListing } from '../scenarios/listing';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';

type ScenarioEntry = components['schemas']['Scenario'];

/** Scenarios grouped by the area their id starts with (`nlad.enroll.duplicate` → nlad), in catalogue order. */
function byArea(entries: ScenarioEntry[]): Map<string, ScenarioEntry[]> {
  const areas = new Map<string, ScenarioEntry[]>();
  for (const entry of entries) {
    const area = entry.id.split('.')[0] ?? entry.id;
    areas.set(area, [...(areas.get(area) ?? []), entry]);
  }
  return areas;
}

function statusBadge(entry: ScenarioEntry): SafeHtml {
  if (entry.status === 0) return html`<span class="badge bad">no reply</span>`;
  const tone = entry.status >= 400 ? 'bad' : 'ok';
  return html`<span class="badge ${tone}">${entry.status}</span>`;
}

function catalogueTable(area: string, entries: ScenarioEntry[]): SafeHtml {
  const rows = entries.map(
    (entry) => html`<tr>
      <td><code>${entry.id}</code>${entry.kind === 'fault' ? html` <span class="badge">fault</span>` : ''}</td>
      <td class="ops">${entry.operations.join(', ')}</td>
      <td>${statusBadge(entry)}</td>
      <td>${entry.error ? html`<code>${entry.error}</code>` : html`<span class="muted">—</span>`}</td>
      <td>${entry.trigger ?? html`<span class="muted">header or arming</span>`}</td>
      <td class="what">${entry.description}</td>
    </tr>`,
  );
  return html`<section class="card" id="area-${area}"><h2 class="area">${area}</h2><table class="catalogue">
    <thead><tr><th>Scenario</th><th>Operations</th><th>Status</th><th>Error code</th><th>Magic value</th><th>What happens</th></tr></thead>
    <tbody>${rows}</tbody></table></section>`;
}

function armedTable(armed: ArmedScenario[]): SafeHtml {
  if (armed.length === 0)
    return html`<p class="muted">Nothing is armed: every request gets its normal outcome.</p>`;
  const rows = armed.map(
    (entry) => html`<tr><td><code>${entry.scenario}</code></td><td class="num">${entry.remaining}</td>
      <td>${entry.session ?? html`<span class="muted">every session</span>`}</td></tr>`,
  );
  return html`<table><thead><tr><th>Scenario</th><th class="num">Requests left</th><th>X-Mock-Session</th></tr></thead>
    <tbody>${rows}</tbody></table>`;
}

function armForm(areas: Map<string, ScenarioEntry[]>, publicUrl: string): SafeHtml {
  const groups = [...areas].map(
    ([area, entries]) =>
      html`<optgroup label="${area}">${entries.map((entry) => html`<option>${entry.id}</option>`)}</optgroup>`,
  );
  const curl = `curl -X POST ${publicUrl}/__mock/scenarios/arm -H 'Content-Type: application/json' -H 'X-Mock-Session: demo-anna' -d '{"scenario": "nlad.enroll.duplicate", "times": 1}'`;
  return html`<form id="arm" class="arm">
    <div><label for="scenario">Scenario</label><select id="scenario" name="scenario" required>${groups}</select></div>
    <div><label for="times">Times</label><input id="times" name="times" type="number" min="1" max="1000" value="1" required></div>
    <div><label for="session">X-Mock-Session</label>
      <input id="session" name="session" type="text" pattern="[A-Za-z0-9._\\-]{1,64}" placeholder="every session"></div>
    <div class="actions">
      <button type="submit">Arm</button>
      <button type="button" class="secondary" data-action="disarm">Disarm</button>
      <button type="button" class="danger" data-action="reset">Reset the mock</button>
    </div>
  </form>
  <p id="status" role="status" class="muted"></p>
  <p class="muted">Disarm removes what is armed for the session typed above (empty: everything). Reset also
    drops accounts, orders, applications, mail and the request log. From a terminal:</p>
  <pre>${curl}</pre>`;
}

/** Calls the JSON control API with the session typed in the form, then reloads to show what is armed. */
const SCRIPT = `
const form = document.getElementById('arm');
const status = document.getElementById('status');
async function call(method, path, body) {
  const headers = {};
  const session = form.session.value.trim();
  if (session) headers['X-Mock-Session'] = session;
  if (body) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const reply = await response.json();
  if (!response.ok) throw new Error(reply.message);
  return reply;
}
function run(action) {
  action().then(() => location.reload(), (error) => { status.textContent = error.message; });
}
form.addEventListener('submit', (event) => {
  event.preventDefault();
  run(() => call('POST', '/__mock/scenarios/arm', { scenario: form.scenario.value, times: Number(form.times.value) }));
});
form.querySelector('[data-action=disarm]').addEventListener('click', () => run(() => call('DELETE', '/__mock/scenarios/armed')));
form.querySelector('[data-action=reset]').addEventListener('click', () => {
  if (confirm('Reset the mock to its seed state?')) run(() => call('POST', '/__mock/reset'));
});
`;

const STYLE = `
  .grid { display: grid; grid-template-columns: 3fr 2fr; gap: 20px; }
  .grid > .card { margin-bottom: 0; }
  .arm { display: grid; grid-template-columns: 2fr 90px 1fr; gap: 0 12px; align-items: end; }
  .arm .actions { grid-column: 1 / -1; margin-top: 12px; }
  select, input[type=number] { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
  table.catalogue { table-layout: fixed; }
  table.catalogue code { overflow-wrap: anywhere; }
  table.catalogue th:nth-child(1) { width: 20%; } table.catalogue th:nth-child(2) { width: 16%; }
  table.catalogue th:nth-child(3) { width: 6%; } table.catalogue th:nth-child(4) { width: 21%; }
  td.ops { font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
  td.what { color: var(--muted); }
  nav.links { display: flex; gap: 8px 16px; flex-wrap: wrap; font-size: 14px; }
  nav.areas { display: flex; gap: 6px; flex-wrap: wrap; margin: 0 0 16px; }
  nav.areas a { text-decoration: none; }
  h1.catalogue { margin-top: 32px; }
  h2.area { text-transform: capitalize; }
  .side h2:not(:first-child) { margin-top: 20px; }
`;

/** The control dashboard (GET /__mock): what a demoer needs to steer the mock from a browser. */
export function renderDashboard(world: World): string {
  const areas = byArea(scenarioListing(world.scenarios.all()));
  const mock = world.settings.publicUrl;
  const body = html`<style>${new SafeHtml(STYLE)}</style>
    <div class="grid">
      <section class="card"><h1>Steer the mock</h1>
        <p class="muted">Force the next requests of one of its operations to get a scenario's outcome. Stronger than
          arming: the request header <code>X-Mock-Scenario: &lt;id&gt;</code>; weaker: the magic values in the
          catalogue below, then the state itself. Every reply names its outcome in <code>X-Mock-Outcome</code>.</p>
        ${armForm(areas, mock)}
      </section>
      <section class="card side"><h2>Armed now</h2>${armedTable(world.scenarios.listArmed(null))}
        <h2>Inboxes and logs</h2>
        <nav class="links">
          <a href="/__mock/docs">API reference</a>
          <a href="/__mock/ui/outbox">Mail outbox</a>
          <a href="/__mock/ui/chat">Chat inbox</a>
          <a href="/__mock/requests?limit=50">Request log (JSON)</a>
          <a href="/__mock/outbox">Outbox (JSON)</a>
          <a href="/__mock/scenarios">Catalogue (JSON)</a>
          <a href="/__mock/clock">Clock (JSON)</a>
        </nav>
        <p class="muted">Clock: ${world.nowIso()}${world.clock.offsetMs > 0 ? ` (${world.clock.offsetMs} ms ahead)` : ''}</p>
      </section>
    </div>
    ${violationsPanel(world.settings.upstream)}
    <h1 class="catalogue">Scenario catalogue</h1>
    <nav class="areas">${[...areas.keys()].map((area) => html`<a class="badge" href="#area-${area}">${area}</a>`)}</nav>
    ${[...areas].map(([area, entries]) => catalogueTable(area, entries))}
    <script>${new SafeHtml(SCRIPT)}</script>`;
  return page(
    {
      title: 'Mock carrier: dashboard',
      brand: 'Mock carrier',
      subtitle: `control dashboard · ${mock}`,
      wide: true,
    },
    body,
  );
}

export function registerDashboardPage(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
): void {
  controlRoute(app, validators, 'dashboardPage', (_request, reply) =>
    sendPage(reply, 200, renderDashboard(world)),
  );
}
