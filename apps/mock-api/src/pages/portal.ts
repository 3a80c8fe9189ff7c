import type { operations } from '@carrier/contracts/control';
import { ROLE_CODES, ROUTES, type Role, withQuery } from '@carrier/domain';
import type { FastifyInstance } from 'fastify';
import { accountOfToken, profileOf } from '../auth/accounts';
import { verifyToken } from '../auth/tokens';
import { controlRoute } from '../http/control-route';
import { html, page, type SafeHtml, sendPage, usd } from '../http/html';
import type { Account } from '../store/accounts';
import type { SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';

type PortalQuery = NonNullable<operations['portalPage']['parameters']['query']>;

const ROLE_NAMES: Record<Role, string> = {
  administrator: 'Administrator',
  reseller: 'Reseller',
  subscriber: 'Subscriber',
};

/** The role the site passed: a name, or its code (administrator 1, reseller 2, subscriber 3). */
function roleOf(given: string | undefined): Role | undefined {
  const roles = Object.keys(ROLE_CODES) as Role[];
  return roles.find((role) => role === given || String(ROLE_CODES[role]) === given);
}

const roleLabel = (role: Role) => `${ROLE_NAMES[role]} (role ${ROLE_CODES[role]})`;

function signedIn(world: World, account: Account, expiresAt: Date, passedRole: Role | undefined): SafeHtml {
  const profile = profileOf(account);
  const mismatch =
    passedRole && passedRole !== account.role
      ? html`<p class="badge bad" role="alert">The site passed the role ${roleLabel(passedRole)}, but the token belongs to a ${ROLE_NAMES[account.role].toLowerCase()}.</p>`
      : '';
  const subscriberRows =
    account.role === 'subscriber'
      ? html`<tr><th>Balance</th><td>${usd.format(profile.balance)}</td></tr>
          <tr><th>Phone</th><td>${profile.phone}</td></tr>
          <tr><th>Shipping address</th><td>${[profile.shippingAddress1, profile.shippingAddress2].filter(Boolean).join(', ')}<br>${profile.city}, ${profile.state} ${profile.zipcode}, ${profile.country}</td></tr>
          <tr><th>Date of birth</th><td>${profile.birthDate ?? html`<span class="muted">not given</span>`}</td></tr>`
      : '';
  return html`<div class="card">
      <h1>Welcome, ${profile.firstName} ${profile.lastName}</h1>
      <p class="muted">You arrived from the web site, signed in.</p>
      ${mismatch}
      <table>
        <tr><th style="width: 35%">Name</th><td>${profile.firstName} ${profile.lastName}</td></tr>
        <tr><th>E-mail</th><td>${account.email}</td></tr>
        <tr><th>Role</th><td><span class="badge ok">${roleLabel(account.role)}</span></td></tr>
        <tr><th>Account id</th><td>${account.id}</td></tr>
        ${subscriberRows}
        <tr><th>Session valid until</th><td>${expiresAt.toUTCString()} <span class="muted">(mock clock)</span></td></tr>
      </table>
      <div class="actions">
        <a class="button" href="${world.settings.webOrigin}${ROUTES.home}">Back to the site</a>
        <a class="button secondary" href="${world.settings.webOrigin}${ROUTES.logOut}">Log out</a>
      </div>
    </div>`;
}

function signedOut(world: World, heading: string, reason: string): SafeHtml {
  const login = `${world.settings.webOrigin}${withQuery(ROUTES.logOrRegister, { register: 'false' })}`;
  return html`<div class="card">
      <h1>${heading}</h1>
      <p role="status"><span class="badge bad">Not signed in</span> ${reason}</p>
      <div class="actions">
        <a class="button" href="${login}">Log in on the site</a>
        <a class="button secondary" href="${world.settings.webOrigin}${ROUTES.home}">Back to the site</a>
      </div>
    </div>`;
}

/** Who the token in the link speaks for, or why nobody is signed in. */
function portalBody(world: World, token: string | undefined, passedRole: Role | undefined): SafeHtml {
  if (!token) return signedOut(world, 'Nobody is signed in', 'The link carried no token.');
  const check = verifyToken(token, world.settings.tokenSecret, world.clock.nowMs());
  if (!check.ok && check.reason === 'expired')
    return signedOut(world, 'Your session has expired', 'The token has expired; log in again.');
  if (!check.ok)
    return signedOut(
      world,
      'Nobody is signed in',
      'The token is not valid: it was not signed by this carrier.',
    );
  const account = accountOfToken(world.state, check.claims);
  if (!account) return signedOut(world, 'Nobody is signed in', 'The token’s account no longer exists.');
  return signedIn(world, account, new Date(check.claims.exp * 1000), passedRole);
}

/** The account portal landing the site sends a user to after login (with token and role in the query). */
export function registerPortalPage(app: FastifyInstance, world: World, validators: SchemaValidators): void {
  controlRoute(app, validators, 'portalPage', (request, reply) => {
    const { token, role } = request.query as PortalQuery;
    const body = portalBody(world, token, roleOf(role));
    const shell = {
      title: 'Account portal',
      brand: 'Carrier account portal',
      subtitle: 'simulated by the mock carrier',
    };
    return sendPage(reply, 200, page(shell, body));
  });
}
