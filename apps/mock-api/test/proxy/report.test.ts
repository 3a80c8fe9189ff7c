import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportPaths, writeReports } from '../../src/proxy/report';
import { type Exchange, ViolationLog } from '../../src/proxy/violation-log';

const exchange = (operationId: string, status = 200): Exchange => ({
  operationId,
  status,
  method: 'GET',
  path: '/public/plan/4',
  session: null,
  at: '2026-11-25T10:00:00.000Z',
});

describe('the CI reports', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mock-report-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('names a pair of files after --report, with or without an extension', () => {
    for (const report of ['out/contract', 'out/contract.json', 'out/contract.xml'])
      expect(reportPaths(report)).toEqual({ json: 'out/contract.json', xml: 'out/contract.xml' });
  });

  it('passes a run where every exchange kept to the document', async () => {
    const log = new ViolationLog();
    log.record(exchange('getPlan'), []);
    log.record(exchange('listPlans'), []);
    expect(await writeReports(join(folder, 'r'), 'http://carrier.test', log)).toBe(false);
    const xml = await readFile(join(folder, 'r.xml'), 'utf8');
    expect(xml).toMatch(/<testsuites tests="2" failures="0" errors="0"/);
  });

  it('fails a run with a violation, listing it under its operation', async () => {
    const log = new ViolationLog();
    log.record(exchange('getPlan'), [
      {
        direction: 'response',
        kind: 'wrong-type',
        pointer: '/body/price',
        message: 'price must be number, not string',
      },
    ]);
    expect(await writeReports(join(folder, 'r'), 'http://carrier.test', log)).toBe(true);
    const xml = await readFile(join(folder, 'r.xml'), 'utf8');
    expect(xml).toMatch(/<testcase classname="carrier-api" name="getPlan">/);
    expect(xml).toContain('<failure message="1 violation of the document" type="ContractViolation">');
    expect(xml).toContain(
      'response 200 /body/price: price must be number, not string (GET /public/plan/4, 2026-11-25T10:00:00.000Z)',
    );
  });

  it('fails a run where the carrier left requests unanswered: a run that checked nothing is no pass', async () => {
    const log = new ViolationLog();
    log.record(exchange('getPlan', 502), [], false);
    log.record(exchange('getPlan'), []);
    expect(await writeReports(join(folder, 'r'), 'http://carrier.test', log)).toBe(true);
    expect(JSON.parse(await readFile(join(folder, 'r.json'), 'utf8'))).toMatchObject({
      exchanges: 2,
      unanswered: { getPlan: 1 },
      violations: [],
    });
    expect(await readFile(join(folder, 'r.xml'), 'utf8')).toContain(
      '<error message="the carrier did not answer 1 of 2 (502/504)" type="UpstreamUnavailable"/>',
    );
  });

  it('keeps the verdict when the log is cleared: the exit status counts every violation seen (edges audit X-5)', async () => {
    const log = new ViolationLog();
    log.record(exchange('getPlan'), [
      { direction: 'response', kind: 'missing-property', pointer: '/body/name', message: 'name is required' },
    ]);
    expect(log.clear()).toBe(1);
    expect(log.list()).toEqual([]);
    expect(await writeReports(join(folder, 'r'), 'http://carrier.test', log)).toBe(true);
    expect(JSON.parse(await readFile(join(folder, 'r.json'), 'utf8'))).toMatchObject({
      seen: 1,
      violations: [],
    });
    const xml = await readFile(join(folder, 'r.xml'), 'utf8');
    expect(xml).toContain('<failure message="1 violation of the document" type="ContractViolation">');
    expect(xml).toContain('none listed: they rolled off the violation log or were cleared');
  });

  it('writes a property name holding ]]> as text, never as elements of the report (edges audit X-3)', async () => {
    const log = new ViolationLog();
    const name = "]]><injected attr='1'/><![CDATA[";
    log.record(exchange('getAcpSupportedState'), [
      {
        direction: 'response',
        kind: 'unknown-property',
        pointer: `/body/${name}`,
        message: `${name} is not a property the document names here`,
      },
    ]);
    await writeReports(join(folder, 'r'), 'http://carrier.test', log);
    const xml = await readFile(join(folder, 'r.xml'), 'utf8');
    // One CDATA section, holding the whole line: nothing of the name is read as markup.
    const sections = [...xml.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map(([, text]) => text);
    expect(sections).toEqual([
      "response 200 /body/]]&gt;<injected attr='1'/><![CDATA[: ]]&gt;<injected attr='1'/><![CDATA[ is not a property the document names here (GET /public/plan/4, 2026-11-25T10:00:00.000Z)",
    ]);
  });
});
