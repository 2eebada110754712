export declare function unavailableNeeds(run: {
  engine: string;
  adminless: boolean;
  grid?: boolean;
}): Record<string, string>;
export declare function isAdminless(run: { profile: string; env: Record<string, string | undefined> }): boolean;
