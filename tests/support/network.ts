/**
 * A switch for the network under the Firebase SDK. The SDK's Node build keeps the `fetch` it finds
 * when it loads, so import this module before anything loads Firebase: then every request the SDK
 * makes passes through here, and `network.down` makes them fail as a dropped connection would.
 */
const passThrough = globalThis.fetch;

export const network = {
  down: false,
  /** Answers a request in the provider's place when it returns a response; undefined lets it through. */
  answer: undefined as ((url: string) => Response | undefined) | undefined,
  /** URL and clock time of each request the SDK sent. */
  requests: [] as Array<{ url: string; at: number }>,
};

globalThis.fetch = (input, init) => {
  network.requests.push({ url: String(input), at: Date.now() });
  if (network.down) return Promise.reject(new TypeError('fetch failed'));
  const answered = network.answer?.(String(input));
  return answered ? Promise.resolve(answered) : passThrough(input, init);
};
