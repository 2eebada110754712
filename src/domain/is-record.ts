/** Whether a value read from outside (a stored or shipped JSON value) is an object whose fields can be checked. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
