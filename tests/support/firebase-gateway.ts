import { FirebaseAuthGateway } from '../../src/adapters/auth/firebase/firebase-auth-gateway';
import { emulatorUrl, projectId } from './auth-emulator';

let apps = 0;

/** A Firebase gateway with a Firebase app of its own, talking to the emulator (or to `url`). */
export function aFirebaseGateway(url = emulatorUrl): FirebaseAuthGateway {
  apps += 1;
  return new FirebaseAuthGateway({
    options: { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
    emulatorUrl: url,
    persistence: 'memory',
    appName: `test-${apps}`,
  });
}
