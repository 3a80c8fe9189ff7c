import type { FastifyReply } from 'fastify';
import { OUTCOME_HEADER } from './headers';
import type { Language } from './language';

/** Markup that is already safe to embed. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template tag that escapes every interpolated value unless it is SafeHtml (or a list of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, string, index) => out + string + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  );
}

const STYLE = `
  :root { color-scheme: light; --ink: #1d2330; --muted: #5b6475; --line: #dfe3ea; --brand: #4f46e5; --ok: #15803d; --bad: #b91c1c; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f6fa; }
  header { background: var(--ink); color: #fff; padding: 12px 24px; display: flex; gap: 16px; align-items: baseline; }
  header strong { font-size: 18px; }
  header span { color: #aab2c5; font-size: 14px; }
  main { max-width: 760px; margin: 32px auto; padding: 0 16px; }
  main.wide { max-width: 1200px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 24px; margin-bottom: 20px; }
  h1 { font-size: 24px; margin: 0 0 8px; } h2 { font-size: 18px; margin: 0 0 12px; }
  p.muted, .muted { color: var(--muted); font-size: 14px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; border-bottom: 0; }
  label { display: block; font-weight: 600; font-size: 14px; margin: 12px 0 4px; }
  select, input { max-width: 100%; }
  input[type=text] { width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid var(--line); border-radius: 8px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; flex-wrap: wrap; }
  button, .button { font: inherit; padding: 10px 20px; border-radius: 8px; border: 1px solid var(--brand); background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
  button.secondary, .button.secondary { background: #fff; color: var(--brand); }
  button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
  code { background: #eef0f5; padding: 1px 5px; border-radius: 4px; font-size: 13px; }
  .badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; background: #eef0f5; }
  .badge.ok { background: #dcfce7; color: var(--ok); } .badge.bad { background: #fee2e2; color: var(--bad); }
  pre { white-space: pre-wrap; background: #f5f6fa; padding: 12px; border-radius: 8px; font-size: 13px; }
`;

/**
 * The shell every hosted page shares: who is speaking (checkout, the National Verifier, the mock), in which language
 * (the mock's own pages are English), and the content.
 */
export function page(
  options: { title: string; brand: string; subtitle: string; wide?: boolean; language?: Language },
  body: SafeHtml,
): string {
  return `<!doctype html>${html`<html lang="${options.language ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${options.title}</title><style>${new SafeHtml(STYLE)}</style></head><body><header><strong>${options.brand}</strong><span>${options.subtitle}</span></header><main${options.wide ? new SafeHtml(' class="wide"') : ''}>${body}</main></body></html>`}`;
}

/** Sends a rendered page with its status. */
export function sendPage(reply: FastifyReply, status: number, document: string): FastifyReply {
  // Every response names its outcome (DESIGN); a page no scenario decided shows the state.
  if (!reply.hasHeader(OUTCOME_HEADER)) reply.header(OUTCOME_HEADER, 'state');
  return reply.code(status).type('text/html; charset=utf-8').send(document);
}

/** Dollars as the pages show them: $10.01. */
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
