// Runs a command with Firebase emulators up (firebase-tools, pure Node: no Java, no network), and
// always stops them afterwards, whether the command passes or fails. Auth by default; Hosting serves
// the production build in dist/ with the headers of firebase.json.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const PROJECT_ID = 'demo-storefront';

export function withEmulators(command, only = 'auth') {
  return `firebase emulators:exec --only ${only} --project ${PROJECT_ID} --log-verbosity QUIET ${JSON.stringify(command)}`;
}

// `node scripts/emulator.mjs [--only auth,hosting] <command>`: run one command under the emulators.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args[0] === '--only' ? args.splice(0, 2)[1] : undefined;
  const { status } = spawnSync(withEmulators(args.join(' '), only), { shell: true, stdio: 'inherit' });
  process.exit(status ?? 1);
}
