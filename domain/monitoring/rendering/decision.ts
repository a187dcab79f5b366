import type { SourceRender } from '../../../models/monitoring';
import { readBody } from '../checker/body-reading';
import { quickHashOfRead } from '../checker/fingerprint';
import { CHROMIUM_INSTALL_HINT } from '../../../platform/chromium';
import type { RenderDecision, RenderGate, RenderGateSettings, ShellVerdict } from '../source-check';
import { detectApplicationShell } from './app-shell';

/** What a source says about rendering: the user's choice and what `auto` decided last, for which server HTML. */
export interface RenderSettings {
  render: SourceRender;
  /** Whether the stored state came from the browser. */
  renderedWithBrowser: boolean;
  renderDecision: RenderDecision | null;
  shellHash: string | null;
}

/** What a check leaves behind about rendering: stored on the source, and on the run as `rendering`. */
export interface RenderingRecord {
  withBrowser: boolean;
  decision: RenderDecision | null;
  shellHash: string | null;
  /** On the run's row for the source: rendered, or needed rendering that was unavailable. */
  runNote: 'rendered' | 'unavailable' | null;
}

export const RENDERING_UNAVAILABLE_ERROR = `This source is set to render: always, but browser rendering is unavailable: ${CHROMIUM_INSTALL_HINT} and run the browser worker (BROWSER_RENDERING=on).`;

export const RENDERED_BASELINE_ERROR = `This page is rendered by a script and was last read in the browser, but browser rendering is unavailable: ${CHROMIUM_INSTALL_HINT} and run the browser worker (BROWSER_RENDERING=on).`;

/**
 * The `auto` decision for one fetch: the server HTML's fingerprint (noise aside) is the shell's identity;
 * while it is the one last decided on, the decision stands, so a page is judged once, not on every run.
 * The gate is data the checker applies where it reads the body (`judgeShell`); `record` tells the outcome.
 */
export function autoRenderGate(settings: RenderSettings, browserAvailable: boolean): { gate: RenderGate; record: () => RenderingRecord } {
  // A page not looked at (answered 304, or failed) keeps what was decided before.
  let decision = settings.renderDecision;
  let shellHash = settings.shellHash;
  const gate: RenderGate = {
    renderDecision: settings.renderDecision,
    shellHash: settings.shellHash,
    browserAvailable,
    noted(verdict) {
      decision = verdict.decision;
      shellHash = verdict.shellHash;
    },
  };
  const record = (): RenderingRecord => ({
    withBrowser: false,
    decision,
    shellHash,
    runNote: decision === 'browser' && !browserAvailable ? 'unavailable' : null,
  });
  return { gate, record };
}

/** The verdict on a fetched page under a source's rendering rule; null for a page that is not HTML. */
export function judgeShell(gate: RenderGateSettings, page: { contentType: string | null; body: Uint8Array }): ShellVerdict | null {
  const reading = readBody(page.body, page.contentType);
  if (reading.kind !== 'html') return null;
  const shellHash = quickHashOfRead(reading.skeleton());
  const known = gate.renderDecision !== null && gate.shellHash === shellHash;
  return { shellHash, decision: known ? gate.renderDecision! : mayBeShell(reading.text) ? 'browser' : 'static' };
}

/** A shell needs a script to build it: a page without a script tag is static, known without parsing it. */
function mayBeShell(html: string): boolean {
  return /<script/i.test(html) && detectApplicationShell(html).shell;
}
