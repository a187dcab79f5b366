import fs from 'node:fs';
import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { testEnv } from './environment';

const { History } = temporal.api.history.v1;

/**
 * Replays a fresh history and the committed recording under `directory`; RECORD_WORKFLOW_HISTORIES=1
 * re-records it. Binary protobuf: the SDK's JSON helpers trip over its two bundled protobufjs copies.
 */
export async function replayFreshAndRecorded(
  directory: string,
  name: string,
  history: temporal.api.history.v1.IHistory,
  workflowId: string,
): Promise<void> {
  const recorded = path.join(directory, `${name}.history.bin`);
  if (process.env.RECORD_WORKFLOW_HISTORIES === '1') {
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(recorded, History.encode(history).finish());
  }
  const workflowBundle = { codePath: testEnv('workflowBundle') };
  await Worker.runReplayHistory({ workflowBundle }, history, workflowId);
  await Worker.runReplayHistory({ workflowBundle }, History.decode(fs.readFileSync(recorded)), `recorded-${name}`);
}
