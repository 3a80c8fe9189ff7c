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
 * JUnit XML: one test case per operation forwarded, failed when any of its exchanges broke the document, in error
 * when the carrier left any of them unanswered.
 */
function junitXml(upstream: string, log: ViolationLog): string {
  const builder = junit.newBuilder();
  const suite = builder.testSuite().name(`carrier-api.yaml, validated by the proxy in front of ${upstream}`);
  const violations = log.list();
  const unanswered = log.unanswered();
  for (const [operationId, exchanges] of log.operations()) {
    const found = violations.filter((violation) => violation.operationId === operationId);
    const test = suite
      .testCase()
      .className('carrier-api')
      .name(operationId)
      .property('exchanges', String(exchanges));
    if (found.length > 0)
      test
        .failure(
          `${found.length} violation${found.length === 1 ? '' : 's'} of the document`,
          'ContractViolation',
        )
        .stacktrace(found.map(line).join('\n'));
    const silent = unanswered.get(operationId) ?? 0;
    if (silent > 0)
      test.error(`the carrier did not answer ${silent} of ${exchanges} (502/504)`, 'UpstreamUnavailable');
  }
  return builder.build();
}

/**
 * Writes both reports; true when the run must fail: a violation, or a request the carrier left unanswered (a run
 * that could not check is no pass).
 */
export async function writeReports(report: string, upstream: string, log: ViolationLog): Promise<boolean> {
  const paths = reportPaths(report);
  const violations = log.list();
  const unanswered = log.unanswered();
  await mkdir(dirname(paths.json), { recursive: true });
  const json = {
    upstream,
    exchanges: log.exchanges,
    operations: Object.fromEntries(log.operations()),
    unanswered: Object.fromEntries(unanswered),
    violations,
  };
  await writeFile(paths.json, `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(paths.xml, junitXml(upstream, log));
  return violations.length > 0 || unanswered.size > 0;
}
