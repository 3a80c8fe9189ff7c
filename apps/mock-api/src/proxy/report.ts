import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import junit from 'junit-report-builder';
import type { Violation, ViolationLog } from './violation-log';

/** `--report out/contract` (or `out/contract.json`, `.xml`) writes `out/contract.json` and `out/contract.xml`. */
export function reportPaths(report: string): { json: string; xml: string } {
  const base = report.replace(/\.(json|xml)$/, '');
  return { json: `${base}.json`, xml: `${base}.xml` };
}

function line(violation: Violation): string {
  return `${violation.direction} ${violation.status} ${violation.pointer}: ${violation.message} (${violation.method} ${violation.path}, ${violation.at})`;
}

/**
 * Text for a CDATA section. junit-report-builder (xmlbuilder 15) splits only the first `]]>`, so a second one,
 * in a property name the carrier sent, would close the section and inject elements (edges audit X-3).
 */
const cdataSafe = (text: string) => text.replaceAll(']]>', ']]&gt;');

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * JUnit XML: one test case per operation forwarded, failed when any of its exchanges broke the document, in error
 * when the carrier left any of them unanswered.
 */
function junitXml(upstream: string, log: ViolationLog): string {
  const builder = junit.newBuilder();
  const suite = builder.testSuite().name(`carrier-api.yaml, validated by the proxy in front of ${upstream}`);
  const listed = new Map<string, Violation[]>();
  for (const violation of log.list()) {
    const ofOperation = listed.get(violation.operationId);
    if (ofOperation) ofOperation.push(violation);
    else listed.set(violation.operationId, [violation]);
  }
  const seen = log.seenByOperation();
  const unanswered = log.unanswered();
  for (const [operationId, exchanges] of log.operations()) {
    const found = listed.get(operationId) ?? [];
    const count = seen.get(operationId) ?? 0;
    const test = suite
      .testCase()
      .className('carrier-api')
      .name(operationId)
      .property('exchanges', String(exchanges));
    if (count > 0)
      test
        .failure(`${plural(count, 'violation')} of the document`, 'ContractViolation')
        .stacktrace(
          cdataSafe(
            found.length > 0
              ? found.map(line).join('\n')
              : 'none listed: they rolled off the violation log or were cleared',
          ),
        );
    const silent = unanswered.get(operationId) ?? 0;
    if (silent > 0)
      test.error(`the carrier did not answer ${silent} of ${exchanges} (502/504)`, 'UpstreamUnavailable');
  }
  return builder.build();
}

/**
 * Writes both reports; true when the run must fail: a violation seen (listed, rolled off or cleared), or a request
 * the carrier left unanswered (a run that could not check is no pass).
 */
export async function writeReports(report: string, upstream: string, log: ViolationLog): Promise<boolean> {
  const paths = reportPaths(report);
  const unanswered = log.unanswered();
  await mkdir(dirname(paths.json), { recursive: true });
  const json = {
    upstream,
    exchanges: log.exchanges,
    operations: Object.fromEntries(log.operations()),
    unanswered: Object.fromEntries(unanswered),
    seen: log.seen,
    violations: log.list(),
  };
  await writeFile(paths.json, `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(paths.xml, junitXml(upstream, log));
  return log.seen > 0 || unanswered.size > 0;
}
