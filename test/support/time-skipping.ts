import fs from 'node:fs';
import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { createActivities } from '../../activities';
import { ensureTemporalTestServer } from '../../scripts/lib/temporal-test-server';
import { createActivityDependencies } from '../../worker/activity-dependencies';
import { testEnv } from './environment';
import type { Harness } from './harness';

/**
 * Temporal's time-skipping test server with a worker running Vigil's workflows and real activities
 * (the harness's database, SMTP and DNS), for workflows whose timers run for hours or days.
 */
export async function startTimeSkippingWorker({ config, sequelize }: Pick<Harness, 'config' | 'sequelize'>, taskQueue: string) {
  const environment = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: ensureTemporalTestServer((message) => process.stderr.write(`[test] ${message}\n`)) } },
  });
  const activityResources = createActivityDependencies({ config, sequelize, temporal: environment.client });
  const worker = await Worker.create({
    connection: environment.nativeConnection,
    taskQueue,
    workflowBundle: { codePath: testEnv('workflowBundle') },
    activities: createActivities(activityResources.dependencies),
  });
  const running = worker.run();
  return {
    environment,
    client: environment.client,
    async stop() {
      worker.shutdown();
      await running;
      await environment.teardown();
      await activityResources.close();
    },
  };
}

const { History } = temporal.api.history.v1;

/**
 * Replays a fresh history and the committed recording under `histories/` next to the test file;
 * RECORD_WORKFLOW_HISTORIES=1 re-records it.
 */
export async function replayFreshAndRecorded(directory: string, name: string, history: temporal.api.history.v1.IHistory, workflowId: string): Promise<void> {
  const recording = path.join(directory, 'histories', `${name}.history.bin`);
  // Binary protobuf: the SDK's JSON helpers trip over its two bundled protobufjs copies.
  if (process.env.RECORD_WORKFLOW_HISTORIES === '1') fs.writeFileSync(recording, History.encode(history).finish());
  const workflowBundle = { codePath: testEnv('workflowBundle') };
  await Worker.runReplayHistory({ workflowBundle }, history, workflowId);
  await Worker.runReplayHistory({ workflowBundle }, History.decode(fs.readFileSync(recording)), `recorded-${name}`);
}
