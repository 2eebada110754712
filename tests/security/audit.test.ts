import { describe, expect, test } from 'vitest';
import { auditVerdict } from '../../scripts/audit.mjs';

const report = (vulnerabilities: Record<string, number>, found: Record<string, object> = {}) => ({
  metadata: { vulnerabilities },
  vulnerabilities: found,
});

describe('the npm audit check', () => {
  test('fails on a high or a critical advisory, and names the packages', () => {
    const verdict = auditVerdict(
      report(
        { low: 2, high: 1, critical: 1 },
        {
          a: { name: 'a', severity: 'high' },
          b: { name: 'b', severity: 'low' },
          c: { name: 'c', severity: 'critical' },
        },
      ),
    );
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining('a (high), c (critical)') });
  });

  test('passes with low and moderate advisories only', () => {
    expect(auditVerdict(report({ low: 3, moderate: 1, high: 0, critical: 0 })).ok).toBe(true);
  });

  test('says plainly that nothing was checked when the registry refuses the advisory endpoint', () => {
    const refused = {
      message: '405 Method Not Allowed',
      statusCode: 405,
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    };
    expect(auditVerdict(refused)).toEqual({ ok: true, message: expect.stringContaining('NOT CHECKED') });
  });

  test('fails when there is no report for any other reason', () => {
    expect(auditVerdict(undefined).ok).toBe(false);
    expect(auditVerdict({ error: { summary: 'npm ci first' } }).ok).toBe(false);
  });
});
