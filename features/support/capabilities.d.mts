export declare function isAdminless(run: { profile: string; env: Record<string, string | undefined> }): boolean;
export declare function skipReasonOf(
  unavailable: Record<string, string>,
): (pickle: { tags: { name: string }[] }) => string;
export declare function runLimits(run: {
  engine: string;
  profile: string;
  env: Record<string, string | undefined>;
}): Record<string, string>;
