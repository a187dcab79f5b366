import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { INKWELL } from './sites';

const entries = [
  atomEntry({
    title: 'Timeline view: drag to reschedule dependencies',
    link: 'https://www.taskbloom.example/changelog/timeline-dependencies',
    date: '2026-02-26T10:00:00Z',
    body: 'You can now drag a task on the timeline and its dependent tasks move with it. Available on Pro and Enterprise.',
  }),
  atomEntry({
    title: 'Automations: 25 new triggers for Jira and GitLab',
    link: 'https://www.taskbloom.example/changelog/automation-triggers',
    date: '2026-02-19T10:00:00Z',
    body: 'New triggers include "merge request merged" and "issue transitioned". Automation runs per month: Pro 5,000, Enterprise 50,000.',
  }),
  atomEntry({
    title: 'Guests can now comment on boards',
    link: 'https://www.taskbloom.example/changelog/guest-comments',
    date: '2026-02-12T10:00:00Z',
    body: 'Free guest seats can view and comment; they cannot edit tasks.',
  }),
].join('');

const COMPETITOR =
  'Product manager at a rival project-management tool. From Taskbloom’s changelog feed ({url}) I want to know about anything new in timelines/Gantt, resource planning or AI features. Skip integrations and small UI tweaks.';

const releaseNotes = `<div class="release-notes">
<h1>Release notes</h1>
<p class="lead">What’s new in Inkwell Notes for macOS, Windows, iOS and Android. <span class="sr-only">Updated</span> <time>Mar 2, 2026</time></p>
<article class="release" id="v5-8-0"><h2>Version 5.8.0 <span class="badge">Latest</span></h2><p class="date">February 24, 2026</p>
  <ul><li><strong>New:</strong> Handwriting search now works offline on iPad.</li><li><strong>Improved:</strong> PDF export keeps internal links.</li><li><strong>Fixed:</strong> Sync conflicts when editing the same note on two devices within 5 seconds.</li></ul>
  <details><summary>Android 5.8.0 notes</summary><ul><li>Requires Android 10 or later.</li><li>Fixed widget crash on Samsung One UI 6.</li></ul></details></article>
<article class="release" id="v5-7-2"><h2>Version 5.7.2</h2><p class="date">February 3, 2026</p>
  <ul><li><strong>Security:</strong> Fixed an issue where shared-note links could be guessed (CVE-2026-1187).</li><li><strong>Fixed:</strong> Tags disappearing after import from Evernote.</li></ul></article>
<article class="release" id="v5-7-0"><h2>Version 5.7.0</h2><p class="date">January 12, 2026</p>
  <ul><li><strong>New:</strong> End-to-end encrypted notebooks (beta) for Pro users.</li><li><strong>Changed:</strong> Windows 10 support ends with version 6.0.</li></ul></article>
<div class="subscribe-box"><p>Get release notes by email — 12,480 subscribers</p></div>
</div>
<!--footer--><p>Notes de version également disponibles en français : <a href="/fr/release-notes">Version française</a>.</p>`;

const IT =
  'IT admin, 300 laptops on Windows 10 still. Watch Inkwell release notes {url} for: end of support for Windows 10, security fixes, anything about encryption. New features I don’t need.';

export const changelogCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'feed',
      path: '/changelog.atom',
      render: atomFeed({
        title: 'Taskbloom changelog',
        id: 'tag:taskbloom.example,2024:changelog',
        link: 'https://www.taskbloom.example/changelog',
      }),
      content: entries,
    },
    [
      {
        id: 'h6-changelog-taskbloom-resource',
        label: 'alert',
        intent: COMPETITOR,
        businessContext: 'We sell a Gantt-first PM tool to construction firms.',
        edit: 'new entry: Workload view for resource planning',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Introducing Workload: see who is over-allocated',
              link: 'https://www.taskbloom.example/changelog/workload',
              date: '2026-03-02T10:00:00Z',
              body: 'Workload shows each person’s hours per week across projects and flags over-allocation. Included in Enterprise; Pro add-on $4/user/month.',
            }) + feed,
        ],
      },
      {
        id: 'h6-changelog-taskbloom-slack-offtopic',
        label: 'off-topic',
        intent: COMPETITOR,
        edit: 'new entry: Slack integration unfurls task links',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Slack: richer link previews',
              link: 'https://www.taskbloom.example/changelog/slack-unfurls',
              date: '2026-03-02T10:00:00Z',
              body: 'Task links pasted into Slack now show assignee, status and due date.',
            }) + feed,
        ],
      },
      {
        id: 'h6-changelog-taskbloom-ai',
        label: 'alert',
        intent: 'taskbloom changelog feed {url} - AI / assistant / summarisation features?',
        edit: 'new entry: AI-generated status summaries',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Bloom AI writes your weekly status update',
              link: 'https://www.taskbloom.example/changelog/bloom-ai-status',
              date: '2026-03-02T10:00:00Z',
              body: 'Bloom AI drafts a project status summary from task activity. Beta on all paid plans.',
            }) + feed,
        ],
      },
      {
        id: 'h6-changelog-taskbloom-limit',
        label: 'alert',
        intent: 'Tell me if Taskbloom changes limits on automation runs per plan ({url}).',
        edit: 'Pro automation runs 5,000 → 2,500 per month in an existing entry',
        changes: [['Pro 5,000, Enterprise 50,000', 'Pro 2,500, Enterprise 50,000']],
      },
      {
        id: 'h6-changelog-taskbloom-guests-offtopic',
        label: 'off-topic',
        intent: COMPETITOR,
        edit: 'guest comments entry edited: guests may now also react with emoji',
        changes: [['they cannot edit tasks.', 'they cannot edit tasks but can add emoji reactions.']],
      },
      {
        id: 'h6-changelog-taskbloom-build-noise',
        label: 'noise',
        intent: 'taskbloom changelog feed {url} - AI / assistant / summarisation features?',
        edit: 'feed updated/generator only',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    { pageClass: 'changelog', kind: 'html', path: '/release-notes', render: htmlPage(INKWELL, 'Release notes'), content: releaseNotes },
    [
      {
        id: 'h6-changelog-inkwell-win10',
        label: 'alert',
        intent: IT,
        edit: 'Windows 10 support end moved up: "ends with version 6.0" → "ends with version 5.9 (April 2026)"',
        changes: [['Windows 10 support ends with version 6.0.', 'Windows 10 support ends with version 5.9 (April 2026).']],
      },
      {
        id: 'h6-changelog-inkwell-security',
        label: 'alert',
        intent: IT,
        edit: 'new release 5.8.1 with a security fix',
        changes: [
          [
            '<article class="release" id="v5-8-0"><h2>Version 5.8.0 <span class="badge">Latest</span></h2>',
            '<article class="release" id="v5-8-1"><h2>Version 5.8.1 <span class="badge">Latest</span></h2><p class="date">March 2, 2026</p>\n  <ul><li><strong>Security:</strong> Fixed remote code execution via crafted attachments on Windows (CVE-2026-2290). Update immediately.</li></ul></article>\n<article class="release" id="v5-8-0"><h2>Version 5.8.0</h2>',
          ],
        ],
      },
      {
        id: 'h6-changelog-inkwell-feature-offtopic',
        label: 'off-topic',
        intent: IT,
        edit: '5.8.0 gains an extra "New: templates gallery" bullet',
        changes: [
          [
            '<li><strong>Improved:</strong> PDF export keeps internal links.</li>',
            '<li><strong>Improved:</strong> PDF export keeps internal links.</li><li><strong>New:</strong> Templates gallery with 40 meeting and journal templates.</li>',
          ],
        ],
      },
      {
        id: 'h6-changelog-inkwell-subs-noise',
        label: 'noise',
        intent: IT,
        edit: 'subscriber counter 12,480 → 12,512',
        changes: [['12,480 subscribers', '12,512 subscribers']],
      },
      {
        id: 'h6-changelog-inkwell-android',
        label: 'alert',
        intent: 'Est-ce qu’Inkwell change la version minimale d’Android ? Notes de version : {url}',
        edit: 'Android minimum 10 → 12',
        changes: [['Requires Android 10 or later.', 'Requires Android 12 or later.']],
      },
      {
        id: 'h6-changelog-inkwell-e2ee',
        label: 'alert',
        intent: IT,
        edit: 'E2EE notebooks: beta for Pro → generally available on all plans',
        changes: [
          ['End-to-end encrypted notebooks (beta) for Pro users.', 'End-to-end encrypted notebooks, now generally available on all plans.'],
        ],
      },
    ],
  ),
];
