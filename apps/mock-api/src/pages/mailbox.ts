import type { FastifyInstance, FastifyReply } from 'fastify';
import { controlRoute } from '../http/control-route';
import { html, page, type SafeHtml, sendPage } from '../http/html';
import type { ChatMessage, Mail } from '../store/mail';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';

/** An ISO instant as people read it: `2025-03-01 14:05:00 UTC`. */
const readableTime = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');

const newestFirst = <T>(items: readonly T[]) => [...items].reverse();

function nav(current: 'outbox' | 'chat'): SafeHtml {
  const json = current === 'outbox' ? '/__mock/outbox' : '/__mock/chat';
  return html`<p class="muted"><a href="/__mock">Dashboard</a> · ${
    current === 'outbox' ? html`<strong>Outbox</strong>` : html`<a href="/__mock/ui/outbox">Outbox</a>`
  } · ${current === 'chat' ? html`<strong>Chat inbox</strong>` : html`<a href="/__mock/ui/chat">Chat inbox</a>`} · <a href="${json}">as JSON</a> · <a href="">Refresh</a></p>`;
}

function mailRow(mail: Mail): SafeHtml {
  return html`<tr>
      <td class="nowrap">${readableTime(mail.sentAt)}</td>
      <td>${mail.to}</td>
      <td>${mail.subject}<br><span class="badge nowrap">${mail.kind}</span></td>
      <td>${mail.code ? html`<code>${mail.code}</code>` : ''}</td>
      <td style="word-break: break-all">${mail.link ? html`<a href="${mail.link}">${mail.link}</a>` : ''}</td>
    </tr>`;
}

function outboxBody(outbox: readonly Mail[]): SafeHtml {
  const content =
    outbox.length === 0
      ? html`<p class="muted">No mail sent yet. Register, ask for a new code or for a password reset on the site, and it shows here.</p>`
      : html`<table>
          <thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th><th>Link</th></tr></thead>
          <tbody>${newestFirst(outbox).map(mailRow)}</tbody>
        </table>`;
  return html`${nav('outbox')}<div class="card"><h1>Mail outbox</h1><p class="muted">What the carrier would have e-mailed, newest first.</p>${content}</div>`;
}

function chatRow(message: ChatMessage): SafeHtml {
  return html`<tr>
      <td class="nowrap">${readableTime(message.receivedAt)}</td>
      <td>${message.channel ?? html`<span class="muted">none</span>`}</td>
      <td>${message.username ?? html`<span class="muted">none</span>`}</td>
      <td><pre>${message.text}</pre></td>
    </tr>`;
}

function chatBody(chat: readonly ChatMessage[]): SafeHtml {
  const content =
    chat.length === 0
      ? html`<p class="muted">No message received yet. Send the contact form on the site, and it shows here.</p>`
      : html`<table>
          <thead><tr><th>Received</th><th>Channel</th><th>From</th><th>Message</th></tr></thead>
          <tbody>${newestFirst(chat).map(chatRow)}</tbody>
        </table>`;
  return html`${nav('chat')}<div class="card"><h1>Chat inbox</h1><p class="muted">What the contact form relayed to the support chat webhook, newest first.</p>${content}</div>`;
}

/** Tables of mail and messages need more room than the shell's reading width. */
const WIDE = html`<style>main { max-width: 1100px; } .nowrap { white-space: nowrap; } td pre { margin: 0; }</style>`;

function sendMailboxPage(reply: FastifyReply, subtitle: string, body: SafeHtml): FastifyReply {
  const shell = { title: `${subtitle} · mock carrier`, brand: 'Mock carrier', subtitle };
  return sendPage(reply, 200, page(shell, html`${WIDE}${body}`));
}

/** The outbox and the chat-webhook inbox, readable in a browser. */
export function registerMailboxPages(app: FastifyInstance, world: World, validators: SchemaValidators): void {
  controlRoute(app, validators, 'outboxPage', (_request, reply) =>
    sendMailboxPage(reply, 'Mail outbox', outboxBody(world.state.mail.outbox)),
  );
  controlRoute(app, validators, 'chatPage', (_request, reply) =>
    sendMailboxPage(reply, 'Chat inbox', chatBody(world.state.mail.chat)),
  );
}
