// Passwords as the offline provider keeps them: salted PBKDF2-SHA-256 through Web Crypto, never the clear text.

const SALT_BYTES = 16;
const PBKDF2_ITERATIONS = 100_000;
const HASH_BITS = 256;

/** A password's salt and hash, both in base64. */
export interface PasswordHash {
  readonly salt: string;
  readonly hash: string;
}

/** Hashes `password` with a new random salt, so equal passwords of two accounts hash differently. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: toBase64(salt), hash: toBase64(await derive(password, salt)) };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt));
  return constantTimeEqual(candidate, fromBase64(stored.hash));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so the time taken reveals nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
