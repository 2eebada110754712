// The step-definition API the steps use, whichever runner loads them: cucumber-js, or Playwright Test through
// playwright-bdd (PLAYWRIGHT_BDD, set by playwright.config.ts).
import type * as cucumber from '@cucumber/cucumber';

type Step = typeof cucumber.Given;
type StepFunction = (this: unknown, ...args: unknown[]) => unknown;
const onBdd = process.env.PLAYWRIGHT_BDD === '1';
const api = onBdd ? await import('../../qa/fixtures') : await import('@cucumber/cucumber');
const bdd = onBdd ? await import('playwright-bdd') : undefined;
const { test } = await import('@playwright/test');

/**
 * On Playwright Test a scenario has one time limit, not one per step: a step with a limit of its own (a hundred
 * clicks) adds it to its scenario's.
 */
const withOwnTimeouts = (define: Step): Step =>
  ((pattern: string | RegExp, ...rest: [StepFunction] | [{ timeout?: number }, StepFunction]) => {
    const fn = rest.at(-1) as StepFunction;
    const timeout = rest.length > 1 ? (rest[0] as { timeout?: number }).timeout : undefined;
    if (timeout === undefined) return (define as never as (...args: unknown[]) => void)(pattern, fn);
    const extended = function (this: unknown, ...args: unknown[]) {
      test.info().setTimeout(test.info().timeout + timeout);
      return fn.apply(this, args);
    };
    // playwright-bdd checks a step's parameters against its pattern by the function's length.
    Object.defineProperty(extended, 'length', { value: fn.length });
    return (define as never as (...args: unknown[]) => void)(pattern, extended);
  }) as Step;

export const Given = onBdd ? withOwnTimeouts(api.Given as Step) : (api.Given as Step);
export const When = onBdd ? withOwnTimeouts(api.When as Step) : (api.When as Step);
export const Then = onBdd ? withOwnTimeouts(api.Then as Step) : (api.Then as Step);
export const defineParameterType: typeof cucumber.defineParameterType = bdd
  ? (bdd.defineParameterType as never)
  : (api as typeof cucumber).defineParameterType;
