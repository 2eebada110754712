// New account ids shaped like Firebase's: 28 characters, letters and digits, from a secure random source.

const UID_LENGTH = 28;
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random bytes at or above this are skipped, so every character of a uid is equally likely. */
const UID_BYTE_LIMIT = 256 - (256 % UID_ALPHABET.length);

export function randomUid(): string {
  let uid = '';
  while (uid.length < UID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(UID_LENGTH))) {
      if (byte < UID_BYTE_LIMIT && uid.length < UID_LENGTH) uid += UID_ALPHABET.charAt(byte % UID_ALPHABET.length);
    }
  }
  return uid;
}
