import type { Page, Response } from 'playwright-core';
import type { SourceStep } from '../../domain/monitoring/sign-in/settings';

/** A sign-in that did not get through: wrong credentials, a changed form, a CAPTCHA or a second factor. */
export class SignInFailure extends Error {}

/** Longest wait for one step (an element to appear, a navigation to load). */
export const STEP_TIMEOUT_MS = 10_000;
/** All the steps of a sign-in together; past it the sign-in fails. */
export const SIGN_IN_BUDGET_MS = 30_000;

const WHY = 'wrong credentials, a changed form, a CAPTCHA or a second factor';

/**
 * Runs a source's steps on `page`. A `goto` goes through the same guard as every request (the proxy) and
 * `checkNavigation` (refusals, error statuses); its failures are the page's, not the sign-in's. Every
 * other step that fails is a SignInFailure whose message names the step and its selector, never a value.
 */
export async function runSteps(
  page: Page,
  steps: readonly SourceStep[],
  checkNavigation: (response: Response | null) => void,
  networkQuietFor: () => number,
): Promise<void> {
  const deadline = Date.now() + SIGN_IN_BUDGET_MS;
  for (const [index, step] of steps.entries()) {
    const timeout = Math.min(STEP_TIMEOUT_MS, deadline - Date.now());
    if (timeout <= 0) throw new SignInFailure(`Signing in took longer than ${SIGN_IN_BUDGET_MS} ms (at step ${index + 1})`);
    if (step.action === 'goto') {
      // Checked by the schema already; checked again where it matters, so no step ever opens a file: URL.
      if (!/^https?:\/\//i.test(step.url)) throw new SignInFailure(`Step ${index + 1} (goto): only http and https addresses may be opened`);
      checkNavigation(await page.goto(step.url, { waitUntil: 'load', timeout }));
      continue;
    }
    try {
      if (step.action === 'check') await awaitCheck(page, step.selector, timeout, networkQuietFor);
      else await runStep(page, step, timeout);
    } catch (error) {
      throw new SignInFailure(
        `Step ${index + 1} (${step.action} ${'selector' in step && step.selector ? step.selector : 'network idle'}) failed: ${reason(error, timeout, step)}`,
      );
    }
  }
}

/** A check during the steps settles as soon as the page has gone quiet without it: a refused sign-in is told in about a second. */
const CHECK_QUIET_MS = 1_000;
const CHECK_POLL_MS = 100;

async function awaitCheck(page: Page, selector: string, timeout: number, networkQuietFor: () => number): Promise<void> {
  const started = Date.now();
  for (;;) {
    // Asked while the page navigates, the count fails: not there yet.
    const count = await page
      .locator(selector)
      .count()
      .catch((error: unknown) => (/selector|Unexpected token|Unknown engine/i.test(String(error)) ? Promise.reject(error) : 0));
    if (count > 0) return;
    const elapsed = Date.now() - started;
    if (elapsed >= timeout) throw new Error(`Timeout ${timeout}ms exceeded`);
    if (elapsed >= CHECK_QUIET_MS && networkQuietFor() >= CHECK_QUIET_MS)
      throw new Error(`Timeout ${elapsed}ms exceeded (the page went quiet)`);
    await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
  }
}

async function runStep(page: Page, step: Exclude<SourceStep, { action: 'goto' | 'check' }>, timeout: number): Promise<void> {
  switch (step.action) {
    case 'fill':
      return page.locator(step.selector).first().fill(step.value, { timeout });
    case 'click':
      return page.locator(step.selector).first().click({ timeout });
    case 'press':
      return page.locator(step.selector).first().press(step.key, { timeout });
    case 'select':
      await page.locator(step.selector).first().selectOption(step.value, { timeout });
      return;
    case 'waitFor':
      if (step.selector !== undefined) return page.locator(step.selector).first().waitFor({ state: 'visible', timeout });
      return page.waitForLoadState('networkidle', { timeout });
  }
}

/** Why a step failed, in words that hold no typed value (Playwright's own messages may quote it). */
function reason(error: unknown, timeout: number, step: SourceStep): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Timeout .*exceeded/i.test(message)) {
    return step.action === 'check'
      ? `not shown once the page settled; the sign-in did not get through (${WHY})`
      : `the element was not ready within ${timeout} ms (${WHY})`;
  }
  if (/Unexpected token|not a valid selector|Unknown engine|selector/i.test(message)) return 'the selector is not valid';
  return 'the page did not accept it';
}

/** The first `check` selector the page does not show within `timeout` (all checks together), or null: signed in. */
export async function showsChecks(page: Page, steps: readonly SourceStep[], timeout: number): Promise<string | null> {
  const deadline = Date.now() + timeout;
  for (const step of steps) {
    if (step.action !== 'check') continue;
    const present = await page
      .locator(step.selector)
      .first()
      .waitFor({ state: 'attached', timeout: Math.max(1, deadline - Date.now()) })
      .then(
        () => true,
        () => false,
      );
    if (!present) return step.selector;
  }
  return null;
}
