// The first script of each prerendered page, inlined by the build (vite.config.ts) as a classic script at
// the start of <body>: it holds taps from before the first paint until the app replays them (src/startup/main.tsx),
// and says at once when the app cannot start.
import { captureEarlyInput } from './early-input';
import { watchStartup } from './startup-failure';

captureEarlyInput(document);
watchStartup(document);
