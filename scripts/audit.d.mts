/** Types for scripts/audit.mjs, which runs as plain Node before any TypeScript loader. */
export function auditVerdict(report: unknown): { ok: boolean; message: string };
