// Runs a command with the Firebase Auth emulator up (firebase-tools, pure Node: no Java, no network),
// and always stops it afterwards, whether the command passes or fails.
import { spawnSync } from 'node:child_process';

export const PROJECT_ID = 'demo-storefront';

export function withAuthEmulator(command) {
  return `firebase emulators:exec --only auth --project ${PROJECT_ID} --log-verbosity QUIET ${JSON.stringify(command)}`;
}

// `node scripts/emulator.mjs <command>`: run one command under the emulator.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { status } = spawnSync(withAuthEmulator(process.argv.slice(2).join(' ')), { shell: true, stdio: 'inherit' });
  process.exit(status ?? 1);
}
