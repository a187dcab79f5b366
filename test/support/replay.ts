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
  await replayFresh(history, workflowId);
  await Worker.runReplayHistory(
    { workflowBundle: { codePath: testEnv('workflowBundle') } },
    History.decode(fs.readFileSync(recorded)),
    `recorded-${name}`,
  );
}

/** Replays one history of this run's code (a path the recorded history does not take). */
export async function replayFresh(history: temporal.api.history.v1.IHistory, workflowId: string): Promise<void> {
  await Worker.runReplayHistory({ workflowBundle: { codePath: testEnv('workflowBundle') } }, history, workflowId);
}
