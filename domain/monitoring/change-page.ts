import { diffWordsWithSpace } from 'diff';
import { describeFact } from '../alerts/fact-lines';
import type { ChangeFact } from './change-facts';
import { db } from '../../models/db';

/** What a change page shows, read in one query with the source's previous and next change. */
export interface ChangePageView {
  id: string;
  organizationId: string;
  projectName: string;
  topicName: string;
  url: string;
  detectedAt: Date;
  diff: string;
  summary: string;
  relevant: boolean | null;
  importance: string | null;
  evidence: Array<{ watchFor: string; quote: string }>;
  facts: ChangeFact[];
  previousId: string | null;
  nextId: string | null;
  /** Which pictures the change has (the screenshots before and after it, their visual diff). */
  pictures: ChangePicture[];
}

export const CHANGE_PICTURES = ['diff', 'before', 'after'] as const;
export type ChangePicture = (typeof CHANGE_PICTURES)[number];

const PICTURE_COLUMNS: Record<ChangePicture, string> = { diff: 'visual_diff', before: 'screenshot_before', after: 'screenshot_after' };

export async function loadChangePage(changeId: string): Promise<ChangePageView | null> {
  const [row] = await db.select<ChangePageView>(
    `SELECT c.id, p.organization_id AS "organizationId", p.name AS "projectName", COALESCE(t.name, 'A removed topic') AS "topicName",
            c.url, c.detected_at AS "detectedAt", c.diff,
            array_remove(ARRAY[CASE WHEN c.visual_diff IS NOT NULL THEN 'diff' END, CASE WHEN c.screenshot_before IS NOT NULL THEN 'before' END,
                               CASE WHEN c.screenshot_after IS NOT NULL THEN 'after' END], NULL) AS pictures, COALESCE(j.summary, c.summary) AS summary, j.relevant, j.importance,
            COALESCE(j.evidence, '[]'::jsonb) AS evidence, c.facts,
            (SELECT o.id FROM changes o WHERE o.project_id = c.project_id AND o.url = c.url AND (o.detected_at, o.id) < (c.detected_at, c.id)
              ORDER BY o.detected_at DESC, o.id DESC LIMIT 1) AS "previousId",
            (SELECT o.id FROM changes o WHERE o.project_id = c.project_id AND o.url = c.url AND (o.detected_at, o.id) > (c.detected_at, c.id)
              ORDER BY o.detected_at, o.id LIMIT 1) AS "nextId"
       FROM changes c
       JOIN projects p ON p.id = c.project_id
       LEFT JOIN topics t ON t.id = c.topic_id
       LEFT JOIN change_judgements j ON j.change_id = c.id
      WHERE c.id = :changeId`,
    { replacements: { changeId } },
  );
  return row ?? null;
}

/** One picture of a change: its organization (who may see it) and the picture store's hash; null when the change has no such picture. */
export async function loadChangePicture(
  changeId: string,
  picture: ChangePicture,
): Promise<{ organizationId: string; hash: string } | null> {
  const [row] = await db.select<{ organizationId: string; hash: string | null }>(
    `SELECT p.organization_id AS "organizationId", c.${PICTURE_COLUMNS[picture]} AS hash
       FROM changes c JOIN projects p ON p.id = c.project_id WHERE c.id = :changeId`,
    { replacements: { changeId } },
  );
  return row?.hash ? { organizationId: row.organizationId, hash: row.hash } : null;
}

/** How the page links: to another change, and to one of this change's pictures (signed alike when the page was opened by a signed link). */
export interface ChangePageLinks {
  change(changeId: string): string;
  picture(picture: ChangePicture): string;
}

const PICTURE_CAPTIONS: Record<ChangePicture, string> = {
  diff: 'What changed on the page, highlighted',
  before: 'Before',
  after: 'After',
};

/** The page's HTML. */
export function renderChangePage(view: ChangePageView, links: ChangePageLinks, stylesheet: string): string {
  const linkTo = links.change;
  const verdict =
    view.relevant === null ? 'Not judged' : `${view.relevant ? 'Relevant' : 'Not marked relevant'}, ${view.importance} importance`;
  const facts = view.facts.map((fact) => `<li>${escapeHtml(describeFact(fact))}</li>`).join('');
  const evidence = view.evidence
    .map((entry) => `<li><blockquote>${escapeHtml(entry.quote)}</blockquote><span>${escapeHtml(entry.watchFor)}</span></li>`)
    .join('');
  const previous = view.previousId ? `<a rel="prev" href="${escapeHtml(linkTo(view.previousId))}">← Previous change</a>` : '';
  const next = view.nextId ? `<a rel="next" href="${escapeHtml(linkTo(view.nextId))}">Next change →</a>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${view.projectName} › ${view.topicName}: change`)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
<p class="where">${escapeHtml(view.projectName)} › ${escapeHtml(view.topicName)}</p>
<h1>${escapeHtml(view.summary)}</h1>
<p class="meta"><time datetime="${view.detectedAt.toISOString()}">${escapeHtml(view.detectedAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</time> · <span class="verdict">${escapeHtml(verdict)}</span></p>
<p class="source">Source: <a href="${escapeHtml(safeHref(view.url))}" rel="noopener noreferrer nofollow">${escapeHtml(view.url)}</a></p>
${facts ? `<section><h2>Facts</h2><ul class="facts">${facts}</ul></section>` : ''}
${evidence ? `<section><h2>Evidence</h2><ul class="evidence">${evidence}</ul></section>` : ''}
<section><h2>What changed</h2><div class="diff">${renderDiff(view.diff)}</div></section>
${renderPictures(view.pictures, links)}
<nav>${previous}${next}</nav>
</main>
</body>
</html>`;
}

/** The visual diff first, then the screenshots before and after side by side (stacked on a phone). */
function renderPictures(pictures: ChangePicture[], links: ChangePageLinks): string {
  if (pictures.length === 0) return '';
  const figures = CHANGE_PICTURES.filter((picture) => pictures.includes(picture))
    .map((picture) => {
      const href = escapeHtml(links.picture(picture));
      const caption = escapeHtml(PICTURE_CAPTIONS[picture]);
      return `<figure class="picture picture-${picture}"><a href="${href}"><img src="${href}" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>`;
    })
    .join('');
  return `<section><h2>Screenshots</h2><div class="pictures">${figures}</div></section>`;
}

type DiffLine = { kind: 'context' | 'deleted' | 'inserted' | 'gap'; text: string };

/**
 * The stored unified diff as a reader sees it: removed lines struck out, added lines marked, and within a
 * removed line followed by its replacement, the words that changed highlighted (`diff`'s word diff).
 */
export function renderDiff(unified: string): string {
  const lines = parseUnified(unified);
  const html: string[] = [];
  for (let index = 0; index < lines.length;) {
    const line = lines[index]!;
    if (line.kind !== 'deleted') {
      html.push(lineHtml(line.kind, escapeHtml(line.text)));
      index += 1;
      continue;
    }
    const deleted = takeWhile(lines, index, 'deleted');
    const inserted = takeWhile(lines, index + deleted.length, 'inserted');
    deleted.forEach((old, pair) => {
      const replacement = inserted[pair];
      html.push(lineHtml('deleted', replacement ? wordDiff(old.text, replacement.text, 'removed') : escapeHtml(old.text)));
    });
    inserted.forEach((added, pair) => {
      const original = deleted[pair];
      html.push(lineHtml('inserted', original ? wordDiff(original.text, added.text, 'added') : escapeHtml(added.text)));
    });
    index += deleted.length + inserted.length;
  }
  return html.join('');
}

function parseUnified(unified: string): DiffLine[] {
  return unified
    .split('\n')
    .filter((line) => !line.startsWith('---') && !line.startsWith('+++') && !line.startsWith('\\'))
    .map((line): DiffLine => {
      if (line.startsWith('@@')) return { kind: 'gap', text: '…' };
      if (line.startsWith('-')) return { kind: 'deleted', text: line.slice(1) };
      if (line.startsWith('+')) return { kind: 'inserted', text: line.slice(1) };
      return { kind: 'context', text: line.slice(1) };
    });
}

function takeWhile(lines: DiffLine[], from: number, kind: DiffLine['kind']): DiffLine[] {
  const taken: DiffLine[] = [];
  for (let index = from; index < lines.length && lines[index]!.kind === kind; index += 1) taken.push(lines[index]!);
  return taken;
}

/** One side of a changed line: its own words plain, and the words only it has in `<del>` or `<ins>`. */
function wordDiff(before: string, after: string, side: 'removed' | 'added'): string {
  return diffWordsWithSpace(before, after)
    .map((part) => {
      if (side === 'removed' ? part.added : part.removed) return '';
      if (part.added) return `<ins>${escapeHtml(part.value)}</ins>`;
      if (part.removed) return `<del>${escapeHtml(part.value)}</del>`;
      return escapeHtml(part.value);
    })
    .join('');
}

const LINE_SIGNS: Record<DiffLine['kind'], string> = { context: ' ', deleted: '−', inserted: '+', gap: '' };

function lineHtml(kind: DiffLine['kind'], content: string): string {
  return `<div class="line ${kind}"><span class="sign" aria-hidden="true">${LINE_SIGNS[kind]}</span><span class="text">${content}</span></div>`;
}

/** Only http(s) sources get a working link; anything else (a `javascript:` URL) is shown, not followed. */
function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
