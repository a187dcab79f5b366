import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { createActivities } from '../../activities';
import { temporal } from '@temporalio/proto';
import { ensureTemporalTestServer } from '../../scripts/lib/temporal-test-server';
import { VIGIL_SEARCH_ATTRIBUTES } from '../../workflows/visibility';
import { createActivityDependencies } from '../../worker/activity-dependencies';
import { testEnv } from './environment';
import type { Harness } from './harness';

/**
 * Temporal's time-skipping test server with a worker running Vigil's workflows and real activities
 * (the harness's database, SMTP and DNS), for workflows whose timers run for hours or days.
 */
export async function startTimeSkippingWorker({ config }: Pick<Harness, 'config'>, taskQueue: string) {
  const environment = await TestWorkflowEnvironment.createTimeSkipping({
    server: {
      executable: { type: 'existing-path', path: ensureTemporalTestServer((message) => process.stderr.write(`[test] ${message}\n`)) },
    },
  });
  // The test server lists no search attributes but takes new ones.
  await environment.client.connection.operatorService.addSearchAttributes({
    namespace: environment.namespace ?? 'default',
    searchAttributes: Object.fromEntries(
      VIGIL_SEARCH_ATTRIBUTES.map((name) => [name, temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD]),
    ),
  });
  const activityResources = createActivityDependencies({ config, temporal: environment.client });
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
