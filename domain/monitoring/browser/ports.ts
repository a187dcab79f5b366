import type { SourceStep } from '../sign-in/settings';
import type { StorageState } from '../sign-in/session';

export type RenderedPage =
  /**
   * `serverHtml`: the document as the server sent it (for the shell's identity); `dom`: the page once settled;
   * `session`: for a source whose steps hold a `check`, the browser session to keep for the next render;
   * `screenshot`: when asked for, the page as a PNG within SCREENSHOT_LIMITS (absent when it could not be taken).
   */
  | { kind: 'ok'; serverHtml: string | null; dom: string; session?: StorageState; screenshot?: Buffer }
  /** `authFailed`: the sign-in failed (a step, or a `check` missing once signed in). */
  | { kind: 'failed'; error: string; authFailed?: boolean };

/** How a source behind a sign-in is opened: its headers (secrets filled in), its steps, and the session kept from last time. */
export interface RenderAccess {
  headers: Record<string, string>;
  steps: SourceStep[];
  /** Whether the steps hold a `check`: only then is a session kept and reused. */
  checks: boolean;
  session: StorageState | null;
}

/** What a render brings back beside the DOM. */
export interface RenderWants {
  /** A picture of the page, or of the page only when its DOM says it is worth one (a new version). */
  screenshot: boolean | ((dom: string) => boolean);
}

/** The browser as the render batch sees it; the integrations layer's browser/renderer.ts drives Chromium behind it. */
export interface Renderer {
  /** Never rejects for a problem of the page or of the browser: that is a `failed` page. */
  render(url: string, access?: RenderAccess, wants?: RenderWants): Promise<RenderedPage>;
  close(): Promise<void>;
}
