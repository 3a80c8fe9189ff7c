import { partOf } from '../src/i18n/catalogue-parts';

/**
 * The code every data page loads (the carrier client, the domain's plan, pricing and error rules, the error page,
 * the deferred-read helpers, the catalogue's money), as one chunk. Left to itself Rollup cut it into seven chunks
 * of 0.2 to 4 KB that `experimentalMinChunkSize` cannot merge, and a price page paid a request for each (issue 26).
 * Each of these modules is loaded by every page that loads any of them, so the chunk costs no page a byte; but for
 * the add-on rules and the native fields' ids (0.5 KB), here so that /ThreeDollarMonPage's add-on picker does not
 * load a chunk of form and validation code for them (Rollup merged them into it: 2.7 KB).
 */
const PAGE_KIT = [
  /\/node_modules\/openapi-fetch\//,
  /\/react-aria-components\/dist\/private\/Autocomplete\.mjs$/,
  /\/react-aria\/dist\/private\/(visually-hidden\/VisuallyHidden|utils\/useSlot)\.mjs$/,
  /\/packages\/contracts\/(generated\/operation-meta|src\/client\/(create-carrier-client|api-error|settle))\.ts$/,
  /\/packages\/domain\/src\/(messages|catalogue\/(pricing|plans|money|paygo-offer|add-ons)|carrier\/(codes|error-messages))\.ts$/,
  /\/packages\/domain\/src\/(encoding\/error-page|invoice\/invoice|reference\/languages|validation\/(rules|contact))\.ts$/,
  /\/packages\/domain\/src\/flows\/(wizard|invoice-link|purchase-outcome)\.ts$/,
  /\/apps\/web\/src\/lib\/(api-client|client-suspense|deferred|use-query-guard)\.tsx?$/,
  // The carrier client's demo middleware (a demo build's only).
  /\/apps\/web\/src\/lib\/demo\/mock-session\.ts$/,
  /\/apps\/web\/src\/lib\/carrier\/(use-carrier-error|list-add-on-plans|get-order|list-plans)\.ts$/,
  /\/apps\/web\/src\/(i18n\/use-notice-text\.ts|ui\/fact\/fact\.tsx|app\/layout\/error-page\.tsx)$/,
  /\/apps\/web\/src\/ui\/field\/native-field\.tsx$/,
  /\/apps\/web\/src\/features\/catalogue\/api\/(list-plan-pricings|load-catalogue)\.ts$/,
  /\/apps\/web\/src\/features\/catalogue\/(hooks\/use-plan-name\.ts|components\/(allowance|period|money)\.tsx|catalogue\.css)$/,
  /\/apps\/web\/src\/features\/account\/api\/get-profile\.ts$/,
];

/**
 * The chunk a module goes into, if not Rollup's choice (with `onlyExplicitManualChunks`: what it imports is not
 * pulled in with it). A language's catalogue is two files, the site's (the domain's texts among them) and the
 * journeys' (src/i18n/catalogue-parts.ts).
 */
export function siteChunk(id: string): string | undefined {
  const locale = /(?:virtual:domain-messages|\/i18n\/catalogs)\/(\w+)/.exec(id)?.[1];
  if (locale) return partOf(id) === 'journeys' ? `messages-${locale}-journeys` : `messages-${locale}`;
  return PAGE_KIT.some((pattern) => pattern.test(id)) ? 'page-kit' : undefined;
}
