import { runStatements, type Migration } from './migration';

/** `queueRunFailed` looks up the deliveries already queued for a run by the run id inside the payload. */
export const runFailedDeliveryIndex: Migration = {
  name: '0021-run-failed-delivery-index',
  up: (context) =>
    runStatements(context, [
      `CREATE INDEX webhook_deliveries_run_failed_idx ON webhook_deliveries ((payload #>> '{data,runId}')) WHERE event = 'run.failed'`,
    ]),
};
