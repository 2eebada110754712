// cucumber-js's World is the ShopperWorld (world.ts), in the profile of the run.
import { setDefaultTimeout, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import { runOf } from './run-settings.mjs';
import { ShopperWorld, type Profile } from './world';

/**
 * A step is many actions (typing an e-mail in Firefox is a round trip per key), and on a shared runner each one
 * may take ten times as long: with 20 s, 8 Firefox scenarios ran out of time at a load of 24 on 2 cores.
 */
setDefaultTimeout(60_000);
setWorldConstructor(
  class extends ShopperWorld {
    constructor(options: IWorldOptions) {
      super(options, runOf().profile as Profile);
    }
  },
);
