import { randomUUID } from 'node:crypto';
import { pendingSources, recordChecks, type ChangePictures } from '../../domain/monitoring/run-ledger';
import { ChangeModel, ProjectRunModel, RunSourceModel, SourceModel } from '../../models/monitoring';
import type { Harness } from './harness';
import { projectsPath } from './projects';
import type { SignedUpUser } from './users';

/** Gives the project one topic with one source (through the API); answers the source's id. */
export async function watchOneSource(owner: SignedUpUser, organizationId: string, projectId: string): Promise<string> {
  const put = await owner.agent
    .put(`${projectsPath(organizationId)}/${projectId}`)
    .send({ topics: [{ name: 'Pricing', watchFor: ['prices'], sources: [{ url: `https://shop-${randomUUID()}.example/pricing` }] }] });
  if (put.status !== 200) throw new Error(`topic update failed: ${put.status}`);
  return (await SourceModel.findOne({ where: { topicId: put.body.data.topics[0].id }, raw: true }))!.id;
}

/** Records a change of the source the way a run does (through the run ledger); answers the change id. */
export async function recordChange(
  harness: Pick<Harness, 'sequelize'>,
  projectId: string,
  sourceId: string,
  diff: string,
  summary = 'The Pro plan costs 59 EUR now.',
  pictures?: ChangePictures,
): Promise<string> {
  const runId = randomUUID();
  await ProjectRunModel.create({
    id: runId,
    projectId,
    workflowId: `project-run/${projectId}/${runId}`,
    trigger: 'manual',
    status: 'completed',
    startedAt: new Date(),
    finishedAt: new Date(),
  });
  await RunSourceModel.create({ runId, sourceId });
  const [source] = await pendingSources(runId, 10);
  await recordChecks(runId, [
    {
      source: source!,
      check: {
        outcome: 'changed',
        state: { ...source!, contentHash: randomUUID(), text: diff },
        previousHash: source!.contentHash ?? 'none',
        diff,
        summary,
        facts: [],
      },
      ...(pictures ? { pictures } : {}),
    },
  ]);
  return (await ChangeModel.findOne({ where: { runId }, raw: true }))!.id;
}
