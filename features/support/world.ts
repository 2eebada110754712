// What a scenario holds while it runs: the shopper's browser and what its console said.
import type { Storefront } from '../../qa/harness/storefront-server';
import type { Driver, Tab } from '../../qa/driver/driver';

/** The provider the storefront signs shoppers in with: its fake (in the browser's storage) or Firebase. */
export type Profile = 'fake' | 'firebase';

export class ShopperWorld {
  /** The shopper's browser through the driver seam, in every engine (qa/runner/scenario-browser.ts opens it). */
  driver!: Driver;
  /** Where the scenario shops, which a run serving its own build may deploy again. */
  storefront!: Storefront;
  readonly warnings: string[] = [];
  /** Its console errors and uncaught ones, in order: a failure's report shows them. */
  readonly errors: string[] = [];
  /** Where parts of the page were before a step changed it, to compare with after. */
  layoutBefore: unknown;
  /** Lets the storefront's code through, where a step held it back to look at the page before it runs. */
  releaseCode: (() => void) | undefined;
  private extraTab: Tab | undefined;

  constructor(readonly profile: Profile) {}

  /** Another tab of the same browser, sharing this shopper's storage. */
  openSecondTab = async (path: string) => void (this.extraTab = await this.driver.openSecondTab(path));

  hasSecondTab = (): boolean => this.extraTab !== undefined;

  secondTab(): Tab {
    if (!this.extraTab) throw new Error('No second tab: open one first.');
    return this.extraTab;
  }
}
