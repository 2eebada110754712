import { FirebaseAuthGateway, type FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-auth-gateway';
import { emulatorUrl, projectId } from './auth-emulator';
import { RecordingLogger } from './recorders';

let apps = 0;

/** A Firebase gateway with a Firebase app of its own, talking to the emulator unless told otherwise. */
export function aFirebaseGateway(overrides: Partial<FirebaseAuthSettings> = {}, logger = new RecordingLogger()) {
  apps += 1;
  return new FirebaseAuthGateway(
    {
      options: { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
      emulatorUrl,
      persistence: 'memory',
      appName: `test-${apps}`,
      ...overrides,
    },
    logger,
  );
}
