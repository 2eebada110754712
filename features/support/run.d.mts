export declare function runOf(env?: Record<string, string | undefined>): {
  profile: string;
  engine: string;
  device: string;
  browser: string;
  reports: string;
};
