/** Types for scripts/combined-report.mjs, which runs as plain Node before any TypeScript loader. */
export function combinedReport(
  folders: Record<string, string>,
  options: {
    out: string;
    planned: number;
    profile: string;
    device: string;
    storefront: string;
    skipReason: (engine: string, pickle: { tags: { name: string }[] }) => string;
  },
): { html: string; junit: string; totals: { passed: number; failed: number; skipped: number } };
