/** Types for scripts/reports.mjs, which runs as plain Node before any TypeScript loader. */
interface Pickle {
  id: string;
  uri: string;
  name: string;
  location: { line: number };
  tags: { name: string }[];
}
interface Attempt {
  status: string;
  texts: string[];
  links: string[];
  seconds: number;
  step?: string;
  type?: string;
  message?: string;
  details?: string;
}
export interface Outcome {
  pickle: Pickle;
  feature: string;
  example?: string[];
  attempts: Attempt[];
}
export function outcomes(lines: object[]): Outcome[];
export function junitXml(
  results: Outcome[],
  options: {
    run: string;
    timestamp: string;
    skipReason: (pickle: Pickle) => string;
    errors?: { name: string; message: string }[];
  },
): string;
