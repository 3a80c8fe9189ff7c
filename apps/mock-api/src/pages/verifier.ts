import type { components } from '@carrier/contracts/control';
import { ACP, ELIGIBILITY_PROGRAMS, isProgramCode, RESOLUTION_STATUSES } from '@carrier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentStatus, findApplication } from '../benefit/applications';
import { controlRoute } from '../http/control-route';
import { OUTCOME_HEADER, sessionOf } from '../http/headers';
import { html, page, SafeHtml, sendPage } from '../http/html';
import { UnknownScenarioError } from '../scenarios/engine';
import type { ApplicationRecord } from '../store/benefit';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';

type VerifierOutcome = components['schemas']['VerifierForm']['outcome'];

const REJECTED = 'verifier.resolution.rejected';

const SHELL = {
  brand: 'National Verifier',
  subtitle: 'Affordable Connectivity Program · simulated by the mock carrier',
};

/** The verifier's own colours over the shared shell. */
const VERIFIER_STYLE = new SafeHtml(
  '<style>header{background:#112e51}.simulation{border-style:dashed;background:#fbfbfd}' +
    '.statements label{font-weight:400;display:flex;gap:10px;align-items:flex-start}' +
    'select,input[type=file]{font:inherit;padding:8px 0}</style>',
);

/** What each visit asks of the applicant, and the statuses of the applications it is for. */
const VISITS = {
  resolution: {
    awaits: RESOLUTION_STATUSES,
    operation: 'completeResolution',
    title: 'We need more information',
    intro:
      'We could not confirm your identity and your eligibility automatically. Upload a copy of each document below so that we can finish checking your application.',
    submit: 'Submit documents',
  },
  certification: {
    awaits: ['PENDING_CERT'] as readonly string[],
    operation: 'completeCertification',
    title: 'Certify your application',
    intro:
      'Your information has been checked. Before your application can be approved, read each statement below and confirm that it is true.',
    submit: 'Certify and continue',
  },
} as const;

type Visit = keyof typeof VISITS;

/** The decisions the simulation panel offers (VerifierForm). */
const DECISIONS: Record<VerifierOutcome, string> = {
  COMPLETE: 'Eligible: everything checks out (COMPLETE)',
  PENDING_REVIEW: 'Send to manual review (PENDING_REVIEW)',
  PENDING_CERT: 'Ask the applicant to certify (PENDING_CERT)',
  FAILURE: 'Not eligible (FAILURE)',
  APP_CLOSED_OR_EXPIRED: 'Close the application (APP_CLOSED_OR_EXPIRED)',
};

const STATEMENTS = [
  'I certify that the information in my application is true and correct to the best of my knowledge.',
  'I understand that only one Affordable Connectivity Program benefit is allowed per household.',
  `I will tell my provider within ${ACP.reportMoveWithinDays} days if I move or no longer qualify.`,
  `I understand that my benefit may end if I do not use my service for ${ACP.usageDays} days in a row.`,
];

function qualification(application: ApplicationRecord): string {
  const { eligibilityProgramCode, tribalId } = application.applicant;
  if (application.ssn4 === null && tribalId) return `Tribal benefit (tribal id ending ${tribalId.slice(-4)})`;
  return isProgramCode(eligibilityProgramCode) ? ELIGIBILITY_PROGRAMS[eligibilityProgramCode] : 'Not given';
}

function applicantCard(world: World, application: ApplicationRecord): SafeHtml {
  const { applicant } = application;
  const name = [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' ');
  return html`<div class="card"><h2>Your information</h2><table>
      <tr><th>Name</th><td>${name}</td></tr>
      <tr><th>Date of birth</th><td>${applicant.dob}</td></tr>
      <tr><th>Social Security number</th><td>${application.ssn4 ? `•••-••-${application.ssn4}` : 'Not given (tribal applicant)'}</td></tr>
      <tr><th>Home address</th><td>${applicant.address}<br>${applicant.city}, ${applicant.state} ${applicant.zipCode}</td></tr>
      <tr><th>Qualifies through</th><td>${qualification(application)}</td></tr>
      <tr><th>Application ID</th><td><code>${application.applicationId}</code></td></tr>
      <tr><th>Status</th><td><span class="badge">${currentStatus(world, application)}</span></td></tr>
    </table></div>`;
}

function askedFor(visit: Visit, application: ApplicationRecord): SafeHtml {
  if (visit === 'certification') {
    return html`<div class="card statements"><h2>Statements</h2>
        ${STATEMENTS.map((statement, index) => html`<label><input type="checkbox" name="statement${index + 1}" required> ${statement}</label>`)}
      </div>`;
  }
  const proof = application.ssn4 === null ? 'tribal membership' : 'program participation';
  return html`<div class="card"><h2>Documents</h2>
      <p class="muted">JPG, PNG or PDF, up to 10 MB each. Make sure every corner of the document is visible.</p>
      <label for="identity">Proof of identity</label>
      <p class="muted">A driver’s license, state ID, passport or birth certificate.</p>
      <input id="identity" type="file" name="identityDocument" accept=".pdf,.jpg,.jpeg,.png">
      <label for="eligibility">Proof of ${proof}</label>
      <p class="muted">A current letter or card showing ${qualification(application)}, with your name on it.</p>
      <input id="eligibility" type="file" name="eligibilityDocument" accept=".pdf,.jpg,.jpeg,.png">
    </div>`;
}

function visitPage(world: World, visit: Visit, application: ApplicationRecord): string {
  const { title, intro, submit } = VISITS[visit];
  const returnUrl = world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId);
  const options = Object.entries(DECISIONS).map(
    ([value, label]) => html`<option value="${value}">${label}</option>`,
  );
  const body = html`${VERIFIER_STYLE}<div class="card">
      <h1>${title}</h1>
      <p>Hello ${application.applicant.firstName}. ${intro}</p>
    </div>
    ${applicantCard(world, application)}
    <form method="post" action="/verifier/${encodeURIComponent(application.applicationId)}/${visit}">
      ${askedFor(visit, application)}
      <div class="card simulation">
        <h2>Simulation</h2>
        <p class="muted">Not part of the real National Verifier: choose what the verifier decides when you submit.</p>
        <label for="outcome">Decision</label>
        <select id="outcome" name="outcome">${options}</select>
      </div>
      <div class="actions">
        <button type="submit">${submit}</button>
        <a class="button secondary" href="${returnUrl}">Return to my provider without finishing</a>
      </div>
    </form>`;
  return page({ title: `${title} · National Verifier`, ...SHELL }, body);
}

function notice(reply: FastifyReply, status: 400 | 404, title: string, text: string, link: SafeHtml | '') {
  const body = html`${VERIFIER_STYLE}<div class="card"><h1>${title}</h1><p role="alert">${text}</p>${link}</div>`;
  return sendPage(reply, status, page({ title: `${title} · National Verifier`, ...SHELL }, body));
}

/** The application of the link, if it is open and awaits this visit; otherwise the reply has been sent. */
function openApplication(world: World, visit: Visit, request: FastifyRequest, reply: FastifyReply) {
  const { applicationId } = request.params as { applicationId: string };
  const application = findApplication(world, { applicationId });
  if (!application) {
    notice(
      reply,
      404,
      'Application not found',
      `The National Verifier has no application ${applicationId}. Check the link, or start a new application with your provider.`,
      html`<div class="actions"><a class="button" href="${world.settings.webOrigin}/">Go to my provider</a></div>`,
    );
    return undefined;
  }
  if (currentStatus(world, application) === 'APP_CLOSED_OR_EXPIRED') {
    const back = world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId);
    notice(
      reply,
      404,
      'This application is closed',
      `Application ${applicationId} is closed or has expired; it can no longer be changed.`,
      html`<div class="actions"><a class="button" href="${back}">Return to my provider</a></div>`,
    );
    return undefined;
  }
  const status = currentStatus(world, application);
  if (!VISITS[visit].awaits.includes(status)) {
    const back = world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId);
    notice(
      reply,
      404,
      'Nothing to do here',
      `Application ${applicationId} is ${status}: the National Verifier asks nothing of it on this page.`,
      html`<div class="actions"><a class="button" href="${back}">Return to my provider</a></div>`,
    );
    return undefined;
  }
  return application;
}

/** Every statement of the certification ticked (`statement1`…); the browser's `required` is not a check. */
function certified(form: Record<string, unknown>): boolean {
  return STATEMENTS.every((_, index) => form[`statement${index + 1}`] === 'on');
}

/** Whether a demo or test forced the rejection (header or armed scenario); pages do not run the dispatcher. */
function rejectionForced(world: World, visit: Visit, request: FastifyRequest): boolean {
  const forced = world.scenarios.selectForced(VISITS[visit].operation, request.headers, sessionOf(request));
  return forced !== undefined && forced.via !== 'prefer' && forced.scenario.id === REJECTED;
}

function complete(world: World, visit: Visit, request: FastifyRequest, reply: FastifyReply) {
  const application = openApplication(world, visit, request, reply);
  if (!application) return reply;
  const form = (request.body ?? {}) as Partial<components['schemas']['VerifierForm']> &
    Record<string, unknown>;
  if (visit === 'certification' && !certified(form))
    return notice(
      reply,
      400,
      'Confirm every statement',
      'Tick each statement to certify your application.',
      '',
    );
  let rejected: boolean;
  try {
    rejected = rejectionForced(world, visit, request);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    return notice(reply, 400, 'Bad request', error.message, '');
  }
  application.status = rejected ? 'FAILURE' : (form.outcome ?? 'COMPLETE');
  reply.header(OUTCOME_HEADER, rejected ? REJECTED : 'state');
  return reply.redirect(
    world.links.webReturnFromUsac(application.applicationId, application.eligibilityCheckId),
    303,
  );
}

function show(world: World, visit: Visit, request: FastifyRequest, reply: FastifyReply) {
  const application = openApplication(world, visit, request, reply);
  if (!application) return reply;
  return sendPage(reply, 200, visitPage(world, visit, application));
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
