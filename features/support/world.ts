// What a scenario holds while it runs: the shopper's browser, what the storefront said, and its e-mails.
import { setDefaultTimeout, setWorldConstructor, World } from '@cucumber/cucumber';
import type { Driver, Tab } from '../driver/driver';
import { accountEmail } from './shared-accounts';

/**
 * A step is many actions (typing an e-mail in Firefox is a round trip per key), and on a shared runner each one
 * may take ten times as long: with 20 s, 8 Firefox scenarios ran out of time at a load of 24 on 2 cores.
 */
setDefaultTimeout(60_000);

export class ShopperWorld extends World {
  /** The shopper's browser through the driver seam, in every engine (support/scenario-browser.ts opens it). */
  driver!: Driver;
  /** Every browser alert the storefront showed, in order (Chromium and Firefox; the driver's alerts() in all). */
  readonly alerts: string[] = [];
  /** Every warning the storefront wrote to the console, in order. */
  readonly warnings: string[] = [];
  /** Every error the storefront wrote to the console or left uncaught, in order: a failure's report shows them. */
  readonly errors: string[] = [];
  /** Where parts of the page were before a step changed it, to compare with after. */
  layoutBefore: unknown;
  /** Lets the storefront's code through, where a step held it back to look at the page before it runs. */
  releaseCode: (() => void) | undefined;
  /** Makes this scenario's e-mails its own where accounts are shared (support/shared-accounts.ts). */
  accountTag = '';
  private extraTab: Tab | undefined;

  /** The address this scenario uses for `written` ("ann@example.com"): tagged where accounts are shared. */
  email(written: string): string {
    return accountEmail(written, this.accountTag);
  }

  open(path: string): Promise<void> {
    return this.driver.open(path);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** Another tab of the same browser, sharing this shopper's storage. */
  async openSecondTab(path: string): Promise<void> {
    this.extraTab = await this.driver.openSecondTab(path);
  }

  hasSecondTab(): boolean {
    return this.extraTab !== undefined;
  }

  secondTab(): Tab {
    if (!this.extraTab) throw new Error('No second tab: open one first.');
    return this.extraTab;
  }
}
setWorldConstructor(ShopperWorld);
