import type { components } from '@carrier/contracts/control';
import { ELIGIBILITY_PROGRAMS, isProgramCode, RESOLUTION_STATUSES } from '@carrier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentStatus, findApplication } from '../benefit/applications';
import { controlRoute } from '../http/control-route';
import { OUTCOME_HEADER, sessionOf } from '../http/headers';
import { html, page, SafeHtml, sendPage } from '../http/html';
import { type Language, requestLanguage } from '../http/language';
import { UnknownScenarioError } from '../scenarios/engine';
import type { ApplicationRecord } from '../store/benefit';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { VERIFIER_WORDS, type VerifierWords } from './verifier-words';

const REJECTED = 'verifier.resolution.rejected';

/** The verifier's own colours over the shared shell. */
const VERIFIER_STYLE = new SafeHtml(
  '<style>header{background:#112e51}.simulation{border-style:dashed;background:#fbfbfd}' +
    '.statements label{font-weight:400;display:flex;gap:10px;align-items:flex-start}' +
    'select,input[type=file]{font:inherit;padding:8px 0}</style>',
);

/** The statuses of the applications each visit is for, and the operation that completes it. */
const VISITS = {
  resolution: { awaits: RESOLUTION_STATUSES, operation: 'completeResolution' },
  certification: { awaits: ['PENDING_CERT'] as readonly string[], operation: 'completeCertification' },
} as const;

type Visit = keyof typeof VISITS;

/** What the applicant qualifies through: a program by its federal name, which the verifier shows in both languages. */
function qualification(words: VerifierWords, application: ApplicationRecord): string {
  const { eligibilityProgramCode, tribalId } = application.applicant;
  if (application.ssn4 === null && tribalId) return words.tribalBenefit(tribalId.slice(-4));
  return isProgramCode(eligibilityProgramCode)
    ? ELIGIBILITY_PROGRAMS[eligibilityProgramCode]
    : words.notGiven;
}

function applicantCard(words: VerifierWords, world: World, application: ApplicationRecord): SafeHtml {
  const { applicant } = application;
  const name = [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' ');
  return html`<div class="card"><h2>${words.yourInformation}</h2><table>
      <tr><th>${words.name}</th><td>${name}</td></tr>
      <tr><th>${words.dob}</th><td>${applicant.dob}</td></tr>
      <tr><th>${words.ssn}</th><td>${application.ssn4 ? `•••-••-${application.ssn4}` : words.ssnNotGiven}</td></tr>
      <tr><th>${words.homeAddress}</th><td>${applicant.address}<br>${applicant.city}, ${applicant.state} ${applicant.zipCode}</td></tr>
      <tr><th>${words.qualifiesThrough}</th><td>${qualification(words, application)}</td></tr>
      <tr><th>${words.applicationId}</th><td><code>${application.applicationId}</code></td></tr>
      <tr><th>${words.status}</th><td><span class="badge">${currentStatus(world, application)}</span></td></tr>
    </table></div>`;
}

function askedFor(words: VerifierWords, visit: Visit, application: ApplicationRecord): SafeHtml {
  if (visit === 'certification') {
    return html`<div class="card statements"><h2>${words.statementsTitle}</h2>
        ${words.statements.map((statement, index) => html`<label><input type="checkbox" name="statement${index + 1}" required> ${statement}</label>`)}
      </div>`;
  }
  return html`<div class="card"><h2>${words.documents}</h2>
      <p class="muted">${words.fileRules}</p>
      <label for="identity">${words.identity}</label>
      <p class="muted">${words.identityDocuments}</p>
      <input id="identity" type="file" name="identityDocument" accept=".pdf,.jpg,.jpeg,.png">
      <label for="eligibility">${words.proof(application.ssn4 === null)}</label>
      <p class="muted">${words.proofDocuments(qualification(words, application))}</p>
      <input id="eligibility" type="file" name="eligibilityDocument" accept=".pdf,.jpg,.jpeg,.png">
    </div>`;
}

function visitPage(language: Language, world: World, visit: Visit, application: ApplicationRecord): string {
  const words = VERIFIER_WORDS[language];
  const { title, intro, submit } = words.visits[visit];
  const returnUrl = world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId);
  const options = Object.entries(words.decisions).map(
    ([value, label]) => html`<option value="${value}">${label}</option>`,
  );
  const body = html`${VERIFIER_STYLE}<div class="card">
      <h1>${title}</h1>
      <p>${words.hello(application.applicant.firstName)} ${intro}</p>
    </div>
    ${applicantCard(words, world, application)}
    <form method="post" action="/verifier/${encodeURIComponent(application.applicationId)}/${visit}">
      ${askedFor(words, visit, application)}
      <div class="card simulation">
        <h2>${words.simulation}</h2>
        <p class="muted">${words.simulationLead}</p>
        <label for="outcome">${words.decision}</label>
        <select id="outcome" name="outcome">${options}</select>
      </div>
      <div class="actions">
        <button type="submit">${submit}</button>
        <a class="button secondary" href="${returnUrl}">${words.leave}</a>
      </div>
    </form>`;
  return page({ title: words.title(title), ...words.shell, language }, body);
}

function notice(
  reply: FastifyReply,
  language: Language,
  status: 400 | 404,
  title: string,
  text: string,
  link: SafeHtml | '',
) {
  const words = VERIFIER_WORDS[language];
  const body = html`${VERIFIER_STYLE}<div class="card"><h1>${title}</h1><p role="alert">${text}</p>${link}</div>`;
  return sendPage(reply, status, page({ title: words.title(title), ...words.shell, language }, body));
}

/** The application of the link, if it is open and awaits this visit; otherwise the reply has been sent. */
function openApplication(
  world: World,
  visit: Visit,
  language: Language,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const words = VERIFIER_WORDS[language];
  const { applicationId } = request.params as { applicationId: string };
  const application = findApplication(world, { applicationId });
  if (!application) {
    notice(
      reply,
      language,
      404,
      words.notFound,
      words.notFoundText(applicationId),
      html`<div class="actions"><a class="button" href="${world.settings.webOrigin}/">${words.goToProvider}</a></div>`,
    );
    return undefined;
  }
  const status = currentStatus(world, application);
  const back = world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId);
  const backLink = html`<div class="actions"><a class="button" href="${back}">${words.returnToProvider}</a></div>`;
  if (status === 'APP_CLOSED_OR_EXPIRED') {
    notice(reply, language, 404, words.closed, words.closedText(applicationId), backLink);
    return undefined;
  }
  if (!VISITS[visit].awaits.includes(status)) {
    notice(reply, language, 404, words.nothingToDo, words.nothingToDoText(applicationId, status), backLink);
    return undefined;
  }
  return application;
}

/** Every statement of the certification ticked (`statement1`…); the browser's `required` is not a check. */
function certified(form: Record<string, unknown>): boolean {
  return VERIFIER_WORDS.en.statements.every((_, index) => form[`statement${index + 1}`] === 'on');
}

/** Whether a demo or test forced the rejection (header or armed scenario); pages do not run the dispatcher. */
function rejectionForced(world: World, visit: Visit, request: FastifyRequest): boolean {
  const forced = world.scenarios.selectForced(VISITS[visit].operation, request.headers, sessionOf(request));
  return forced !== undefined && forced.via !== 'prefer' && forced.scenario.id === REJECTED;
}

function complete(world: World, visit: Visit, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request.headers);
  const words = VERIFIER_WORDS[language];
  const application = openApplication(world, visit, language, request, reply);
  if (!application) return reply;
  const form = (request.body ?? {}) as Partial<components['schemas']['VerifierForm']> &
    Record<string, unknown>;
  if (visit === 'certification' && !certified(form))
    return notice(reply, language, 400, words.confirmEvery, words.confirmEveryText, '');
  let rejected: boolean;
  try {
    rejected = rejectionForced(world, visit, request);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    return notice(reply, language, 400, words.badRequest, error.message, '');
  }
  application.status = rejected ? 'FAILURE' : (form.outcome ?? 'COMPLETE');
  reply.header(OUTCOME_HEADER, rejected ? REJECTED : 'state');
  return reply.redirect(
    world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId),
    303,
  );
}

function show(world: World, visit: Visit, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request.headers);
  const application = openApplication(world, visit, language, request, reply);
  if (!application) return reply;
  return sendPage(reply, 200, visitPage(language, world, visit, application));
}

/** The National Verifier's resolution and certification pages, where `_links` of an eligibility check lead. */
export function registerVerifierPages(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
): void {
  controlRoute(app, validators, 'resolutionPage', (request, reply) =>
    show(world, 'resolution', request, reply),
  );
  controlRoute(app, validators, 'completeResolution', (request, reply) =>
    complete(world, 'resolution', request, reply),
  );
  controlRoute(app, validators, 'certificationPage', (request, reply) =>
    show(world, 'certification', request, reply),
  );
  controlRoute(app, validators, 'completeCertification', (request, reply) =>
    complete(world, 'certification', request, reply),
  );
}
