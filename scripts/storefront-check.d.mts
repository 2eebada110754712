/** Types for scripts/storefront-check.mjs, which runs as plain Node before any TypeScript loader. */
export declare function storefrontProblem(
  url: string,
  profile: string,
  fetchPage?: (url: string, init?: RequestInit) => Promise<Response>,
): Promise<string | undefined>;
