// `npm audit` of what ships to browsers (--omit=dev): fails on any high or critical advisory. When the
// registry's advisory endpoint cannot be reached (this workplace's mirror answers 405), it says plainly
// that nothing was checked, rather than fail every run or pass as if checked.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What an `npm audit --json` report means for us: `ok` false only for a real high or critical finding. */
export function auditVerdict(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    // Only a registry that refuses the advisory endpoint is "not checked"; anything else is a failure.
    const refused = typeof report?.statusCode === 'number' && /advisories|audits/.test(report?.uri ?? '');
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    return refused
      ? { ok: true, message: `npm audit: NOT CHECKED, the registry refused the advisory endpoint (${reason}).` }
      : { ok: false, message: `npm audit: no report (${reason}).` };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious > 0) {
    const names = Object.values(report.vulnerabilities ?? {})
      .filter(({ severity }) => severity === 'high' || severity === 'critical')
      .map(({ name, severity }) => `${name} (${severity})`);
    return {
      ok: false,
      message: `npm audit: ${serious} high or critical advisories: ${names.join(', ')}. Run npm audit fix.`,
    };
  }
  return { ok: true, message: `npm audit: no high or critical advisory in the production dependencies.` };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const report = await new Promise((resolve) => resolve(JSON.parse(stdout))).catch(() => undefined);
  const { ok, message } = auditVerdict(report);
  (ok ? console.log : console.error)(message);
  process.exit(ok ? 0 : 1);
}
