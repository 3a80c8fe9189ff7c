import { html, SafeHtml } from '../http/html';

/** How often the dashboard asks for the violations. */
const POLL_MS = 2000;

/**
 * Reads `/__mock/violations` every POLL_MS and shows them grouped by operation, the operation with the latest
 * finding first. Built with DOM calls only: a message names properties the carrier sent, never markup to run.
 */
const SCRIPT = `
(() => {
  const panel = document.getElementById('violations');
  const list = panel.querySelector('.groups');
  const count = panel.querySelector('.count');
  const cell = (tag, text, className) => {
    const node = document.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  function render(violations) {
    count.textContent = violations.length === 0 ? 'none' : String(violations.length);
    count.className = 'badge count ' + (violations.length === 0 ? 'ok' : 'bad');
    const groups = new Map();
    for (const violation of violations.toReversed()) {
      if (!groups.has(violation.operationId)) groups.set(violation.operationId, []);
      groups.get(violation.operationId).push(violation);
    }
    list.replaceChildren(...[...groups].map(([operationId, found]) => {
      const group = cell('section', '', 'group');
      group.dataset.operation = operationId;
      const title = cell('h3', operationId + ' ');
      title.append(cell('span', String(found.length), 'badge bad'));
      const table = document.createElement('table');
      const head = table.createTHead().insertRow();
      for (const name of ['When', 'Direction', 'Status', 'Where', 'What', 'Session']) head.append(cell('th', name));
      const body = table.createTBody();
      for (const v of found) {
        const row = body.insertRow();
        row.append(
          cell('td', new Date(v.at).toLocaleTimeString(), 'muted'),
          cell('td', v.direction),
          cell('td', String(v.status), 'num'),
          cell('td', v.pointer, 'pointer'),
          cell('td', v.message),
          cell('td', v.session ?? '—', v.session ? '' : 'muted'),
        );
      }
      group.append(title, table);
      return group;
    }));
  }
  async function poll() {
    try {
      const response = await fetch('/__mock/violations');
      if (response.ok) render((await response.json()).violations);
    } finally {
      setTimeout(poll, ${POLL_MS});
    }
  }
  panel.querySelector('[data-action=clear]').addEventListener('click', async () => {
    await fetch('/__mock/violations', { method: 'DELETE' });
    render([]);
  });
  poll();
})();
`;

const STYLE = `
  #violations h3 { font-size: 15px; margin: 16px 0 6px; }
  #violations table { table-layout: fixed; }
  #violations th:nth-child(1) { width: 12%; } #violations th:nth-child(2) { width: 10%; }
  #violations th:nth-child(3) { width: 7%; } #violations th:nth-child(4) { width: 18%; }
  #violations th:nth-child(6) { width: 12%; }
  #violations td.pointer { font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
  #violations .head { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
`;

/** The dashboard's card of what the validating proxy found, live. */
export function violationsPanel(upstream: string | undefined): SafeHtml {
  const what = upstream
    ? html`Every carrier operation is forwarded to <code>${upstream}</code> and checked against the document, request
        and reply.`
    : html`Not proxying: start the mock with <code>--upstream &lt;base url&gt;</code> to check a real carrier.`;
  return html`<style>${new SafeHtml(STYLE)}</style>
    <section class="card" id="violations">
      <div class="head"><h2>Contract violations <span class="badge count">…</span></h2>
        <button type="button" class="secondary" data-action="clear">Clear</button></div>
      <p class="muted">${what} Newest first, grouped by operation; <a href="/__mock/violations">as JSON</a>.</p>
      <div class="groups" aria-live="polite"></div>
    </section>
    <script>${new SafeHtml(SCRIPT)}</script>`;
}
