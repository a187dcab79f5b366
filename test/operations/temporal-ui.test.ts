import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkflowExecutionInfo } from '@temporalio/client';
import { TypedSearchAttributes } from '@temporalio/common';
import { chromium, type Page } from 'playwright-core';
import { EmailOutboxModel } from '../../models/mail';
import { ProjectRunModel } from '../../models/monitoring';
import { CHROMIUM_FLAGS } from '../../platform/chromium';
import { ensureChromium } from '../../scripts/lib/chromium';
import { ensureSearchAttributes } from '../../platform/temporal';
import { mailWorkflowId } from '../../workflows/contract';
import { organizationIdKey, processKey, projectIdKey, triggerKey, VIGIL_SEARCH_ATTRIBUTES } from '../../workflows/visibility';
import { TEST_ENV } from '../support/environment';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { addDomain } from '../support/domains';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { startReceiver } from '../webhooks/support';

const FINISHED_RUN = 'Finished: Checked 1 of 1 sources · 0 changed · 0 failed';

/**
 * The Temporal UI as an operator's console: after a project's creation, a run, a webhook delivery and
 * a domain verification, each workflow is found by Vigil's search attributes and reads as one line.
 */
describe('an operator finds and reads Vigil workflows in Temporal', () => {
  let harness: Harness;
  let site: Website;
  let owner: SignedUpUser;
  let organization: { id: string; name: string };
  let project: { id: string; name: string };
  const receiver = startReceiver();

  beforeAll(async () => {
    site = await startWebsite();
    site.page('/pricing', articlePage('Acme pricing', ['The suite costs 49 dollars per seat and month.']));
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      sourceDispatcher: publicTestDispatcher,
    });
    owner = await signUpUser(harness, 'operator-view');
    organization = await createTeam(owner, `Acme ${Date.now().toString(36)}`);
    project = { ...(await createProject(owner, organization.id, { name: 'Competitor watch' })), name: 'Competitor watch' };
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
    await (await receiver).stop();
  });

  /** The workflows a visibility query finds, polled: the list store catches up after the start. */
  function listed(query: string, atLeast = 1): Promise<WorkflowExecutionInfo[]> {
    return eventually(
      async () => {
        const found: WorkflowExecutionInfo[] = [];
        for await (const workflow of harness.temporal.workflow.list({ query })) found.push(workflow);
        return found;
      },
      (found) => found.length >= atLeast,
    );
  }

  async function summaryOf(workflowId: string): Promise<string | undefined> {
    return (await harness.temporal.workflow.getHandle(workflowId).describe()).staticSummary();
  }

  it('registers missing search attributes once, and leaves registered ones alone', async () => {
    const logged: string[] = [];
    const log = {
      info: (_fields: object, message: string) => logged.push(message),
      warn: (_fields: object, message: string) => logged.push(message),
    };
    await ensureSearchAttributes(harness.temporal, 'default', VIGIL_SEARCH_ATTRIBUTES, log);
    expect(logged).toEqual([]);
    // A fixed name, so repeated runs against one server stay idempotent too.
    const names = [...VIGIL_SEARCH_ATTRIBUTES, 'VigilRegistrationProbe'];
    await ensureSearchAttributes(harness.temporal, 'default', names, log);
    await ensureSearchAttributes(harness.temporal, 'default', names, log);
    expect(logged.length).toBeLessThanOrEqual(1);
    const { customAttributes } = await harness.temporal.connection.operatorService.listSearchAttributes({ namespace: 'default' });
    expect(Object.keys(customAttributes ?? {})).toEqual(expect.arrayContaining(names));
  });

  const byOrganization = (process: string) => `VigilOrganizationId = '${organization.id}' AND VigilProcess = '${process}'`;

  it('labels topic generation with the organization and project it serves', async () => {
    const [generation] = await listed(`VigilProjectId = '${project.id}' AND VigilProcess = 'topic-generation'`);
    expect(generation!.typedSearchAttributes.get(organizationIdKey)).toBe(organization.id);
    expect(await summaryOf(generation!.workflowId)).toBe(`Topic generation · Competitor watch · ${organization.name}`);
  });

  it('labels a manual run, and its details show how far it got', async () => {
    const updated = await owner.agent
      .put(`${projectsPath(organization.id)}/${project.id}`)
      .send({ topics: [{ name: 'Pricing', sources: [{ url: site.url('/pricing') }] }] });
    expect(updated.status).toBe(200);
    const started = await owner.agent.post(`${projectsPath(organization.id)}/${project.id}/runs`);
    expect(started.status).toBe(202);
    await awaitRun(harness, started.body.data.id);
    const run = (await ProjectRunModel.findByPk(started.body.data.id, { raw: true }))!;

    const [listedRun] = await listed(`${byOrganization('monitoring-run')} AND VigilTrigger = 'manual' AND ExecutionStatus = 'Completed'`);
    expect(listedRun!.workflowId).toBe(run.workflowId);
    expect(listedRun!.typedSearchAttributes.get(projectIdKey)).toBe(project.id);
    expect(await summaryOf(run.workflowId)).toBe(`Monitoring run (manual) · Competitor watch · ${organization.name} · 1 source`);
    const metadata = await harness.temporal.workflow
      .getHandle(run.workflowId)
      .query<{ currentDetails: string }>('__temporal_workflow_metadata');
    expect(run.sourcesFailed).toBe(0);
    expect(metadata.currentDetails).toBe(FINISHED_RUN);
  });

  it('labels the schedule of an active project and the runs it will start', async () => {
    const activated = await owner.agent.put(`${projectsPath(organization.id)}/${project.id}`).send({ status: 'active' });
    expect(activated.status).toBe(200);
    const schedule = await harness.temporal.schedule.getHandle(`project-schedule/${project.id}`).describe();
    expect(schedule.typedSearchAttributes.get(organizationIdKey)).toBe(organization.id);
    expect(schedule.action.type).toBe('startWorkflow');
    if (schedule.action.type !== 'startWorkflow') return;
    const runLabels = schedule.action.typedSearchAttributes;
    const typed = runLabels instanceof TypedSearchAttributes ? runLabels : new TypedSearchAttributes(runLabels);
    expect(typed.get(triggerKey)).toBe('schedule');
    expect(typed.get(processKey)).toBe('monitoring-run');
    expect(typed.get(projectIdKey)).toBe(project.id);
    expect(schedule.action.staticSummary).toBe(`Monitoring run · Competitor watch · ${organization.name}`);
  });

  it('labels a webhook delivery with its organization', async () => {
    const hook = await owner.agent
      .post(`/api/user/organizations/${organization.id}/webhooks`)
      .send({ url: (await receiver).url, events: ['change.detected'] });
    expect(hook.status).toBe(201);
    expect((await owner.agent.post(`/api/user/organizations/${organization.id}/webhooks/${hook.body.data.id}/test`)).status).toBeLessThan(
      300,
    );
    const [delivery] = await listed(byOrganization('webhook-delivery'));
    expect(await summaryOf(delivery!.workflowId)).toBe('Webhook delivery · webhook.test');
  });

  it('labels a domain verification with the domain and organization names', async () => {
    const domain = await addDomain(owner, organization.id);
    const [verification] = await listed(byOrganization('domain-verification'));
    expect(verification!.workflowId).toBe(`domain-verify/${domain.id}`);
    expect(await summaryOf(verification!.workflowId)).toBe(`Verify ${domain.domain} for ${organization.name}`);
  });

  it('names a mail by its purpose and a masked recipient, never the whole address', async () => {
    const mail = (await EmailOutboxModel.findOne({ where: { toAddress: owner.email }, raw: true }))!;
    const summary = await eventually(() => summaryOf(mailWorkflowId(mail.id)), Boolean);
    expect(summary).toBe(`Address verification mail to ${owner.email[0]}***${owner.email.slice(owner.email.indexOf('@'))}`);
    expect(summary).not.toContain(owner.email);
  });

  const uiUrl = process.env[TEST_ENV.temporalUiUrl];
  // With a TEMPORAL_ADDRESS of the developer's own, no Web UI address is known to the tests.
  (uiUrl ? it : it.skip)("shows one organization's workflows, and each workflow's summary and progress, in the Temporal UI", async () => {
    await listed(`VigilOrganizationId = '${organization.id}'`, 4);
    const run = (await ProjectRunModel.findOne({ where: { projectId: project.id, trigger: 'manual' }, raw: true }))!;
    const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-ui-'));
    const browser = await chromium.launchPersistentContext(path.join(shots, 'profile'), {
      executablePath: ensureChromium(),
      args: CHROMIUM_FLAGS,
      viewport: { width: 1600, height: 1000 },
    });
    try {
      const page = await browser.newPage();
      const query = encodeURIComponent(`VigilOrganizationId = '${organization.id}'`);
      await page.goto(`${uiUrl}/namespaces/default/workflows?query=${query}`);
      await page.getByText(run.workflowId).first().waitFor({ timeout: 30_000 });
      await showColumns(page, ['VigilProcess', 'VigilProjectId']);
      await page.getByText('domain-verification').first().waitFor({ timeout: 30_000 });
      const list = await page.locator('main').innerText();
      await page.screenshot({ path: path.join(shots, 'workflows-of-one-organization.png'), fullPage: true });
      for (const process of ['topic-generation', 'monitoring-run', 'webhook-delivery', 'domain-verification'])
        expect(list).toContain(process);
      expect(list).toContain(run.workflowId);
      expect(list).toContain(project.id);

      await page.goto(`${uiUrl}/namespaces/default/workflows/${encodeURIComponent(run.workflowId)}`);
      await page.getByText('User Metadata').first().click();
      // The UI renders summary and details as Markdown, each in a frame of its own.
      const summary = page
        .frameLocator('#user-metadata-summary')
        .getByText(`Monitoring run (manual) · Competitor watch · ${organization.name} · 1 source`);
      await summary.waitFor({ timeout: 30_000 });
      await page.frameLocator('#user-metadata-current-details').getByText(FINISHED_RUN).waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(shots, 'monitoring-run-summary.png'), fullPage: true });
      expect(fs.statSync(path.join(shots, 'monitoring-run-summary.png')).size).toBeGreaterThan(0);
      expect(await page.locator('main').innerText()).not.toContain(owner.email);
      process.stderr.write(`Temporal UI screenshots: ${shots}\n`);
    } finally {
      await browser.close();
      fs.rmSync(path.join(shots, 'profile'), { recursive: true, force: true });
    }
  });
});

/** Adds search-attribute columns to the workflow list, as an operator does once in "Configure Columns" (the UI keeps them). */
async function showColumns(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('workflows-summary-table-configuration-button').click();
  for (const name of names) await page.getByTestId(`orderable-list-item-${name}-add-button`).click();
  await page.reload();
}
