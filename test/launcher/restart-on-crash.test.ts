import fs from 'node:fs';
import { Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { retentionScheduleId } from '../../workflows/contract';
import { testEnv } from '../support/environment';
import {
  childrenOf,
  descendantsOf,
  expectEverythingGone,
  START_TIMEOUT_MS,
  startVigil,
  STOP_TIMEOUT_MS,
  stopVigil,
  type Launch,
} from '../support/launcher';

/**
 * `npm start` keeps serving when one of its processes crashes: each is killed with SIGKILL in turn (as
 * the OOM killer would) and must come back, alone, while the API answers again. With a restart budget of
 * one, the second crash of the same process stops everything.
 */

const RESTART_TIMEOUT_MS = 60_000;
const { TASK_QUEUE_TYPE_WORKFLOW, TASK_QUEUE_TYPE_ACTIVITY } = temporal.api.enums.v1.TaskQueueType;

interface Child {
  /** As the supervisor names it. */
  name: string;
  commandLine: RegExp;
  /** What shows the process serves as before (besides the API's readiness), given its pid. */
  serves?: (launch: Launch, pid: number) => Promise<boolean>;
}

const CHILDREN: Child[] = [
  { name: 'PostgreSQL', commandLine: /\/bin\/postgres\0-D\0/ },
  {
    name: 'Temporal dev server',
    commandLine: /\0server\0start-dev\0/,
    // A Schedule the worker created at its start: after a restart, only if the same SQLite file was used again.
    serves: (launch) =>
      temporalService(launch, async (service) => {
        await service.describeSchedule({ namespace: 'default', scheduleId: retentionScheduleId('vigil') });
        return true;
      }),
  },
  { name: 'api', commandLine: /\/api\/main\.ts\0/ },
  {
    name: 'worker',
    commandLine: /\/worker\/main\.ts\0/,
    serves: async (launch, pid) => (await pollers(launch, 'vigil', TASK_QUEUE_TYPE_WORKFLOW)).includes(`${pid}@`),
  },
  {
    name: 'browser-worker',
    commandLine: /\/worker\/browser-main\.ts\0/,
    serves: async (launch, pid) => (await pollers(launch, 'vigil-browser', TASK_QUEUE_TYPE_ACTIVITY)).includes(`${pid}@`),
  },
];

describe('npm start when one of its processes crashes', () => {
  jest.setTimeout(START_TIMEOUT_MS + CHILDREN.length * RESTART_TIMEOUT_MS + STOP_TIMEOUT_MS);

  it('restarts it while the others keep running, and stops everything once its restart budget is spent', async () => {
    // The worker's restart loads the run's workflow bundle rather than running webpack again (the other launcher tests bundle at start).
    const launch = await startVigil({ SUPERVISOR_RESTART_LIMIT: '1', TEMPORAL_WORKFLOW_BUNDLE: testEnv('workflowBundle') });
    try {
      const pids = () => Object.fromEntries(CHILDREN.map(({ name, commandLine }) => [name, processOf(launch, commandLine)]));
      // Ready means the API answers; the workers may still be starting, and must not see Temporal go away then.
      for (const { name, serves } of CHILDREN) if (serves) await eventually(() => serves(launch, pids()[name]!));

      for (const { name, serves } of CHILDREN) {
        const before = pids();
        process.kill(before[name]!, 'SIGKILL');
        const pid = await eventually(() => Number(new RegExp(`\\| ${name} restarted \\(pid (\\d+)\\)`).exec(launch.output())?.[1]));
        expect(launch.output()).toContain(`start    | ${name} was killed by SIGKILL; restart 1 of 1 in 0.5 s`);
        expect(pids()).toEqual({ ...before, [name]: pid }); // the others kept running
        await eventually(async () => (await readiness(launch)) === 200);
        if (serves) await eventually(() => serves(launch, pid));
      }
      expect(launch.output()).toContain('database system was not properly shut down; automatic recovery in progress');
      expect(launch.output().match(/ restarted \(pid/g)).toHaveLength(CHILDREN.length);

      const processes = descendantsOf(launch.npm.pid!);
      process.kill(processOf(launch, CHILDREN[2]!.commandLine), 'SIGKILL');
      await expectEverythingGone(launch, processes);
      expect(launch.output()).toContain('start    | api was killed by SIGKILL; restart budget of 1 within 600 s spent; stopping');
      expect(launch.output()).toContain('start    | stopped (exit code 1)');
    } finally {
      await stopVigil(launch);
    }
  });
});

/** The supervisor's one child whose command line matches (a PostgreSQL backend starts as a copy of the postmaster). */
function processOf(launch: Launch, commandLine: RegExp): number {
  const [supervisor] = descendantsOf(launch.npm.pid!).filter((pid) => /\/scripts\/lib\/supervisor\.ts\0/.test(commandLineOf(pid)));
  const matching = childrenOf(supervisor!).filter((pid) => commandLine.test(commandLineOf(pid)));
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1');
  } catch {
    return ''; // exited while we looked
  }
}

async function readiness(launch: Launch): Promise<number | undefined> {
  const response = await fetch(`http://127.0.0.1:${launch.ports[0]}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
  return response?.status;
}

/** The identities (`pid@host`) of the workers that polled a task queue lately, joined. */
function pollers(launch: Launch, queue: string, type: temporal.api.enums.v1.TaskQueueType): Promise<string> {
  return temporalService(launch, async (service) => {
    const { pollers } = await service.describeTaskQueue({ namespace: 'default', taskQueue: { name: queue }, taskQueueType: type });
    return pollers.map((poller) => poller.identity).join(' ');
  });
}

async function temporalService<T>(launch: Launch, use: (service: Connection['workflowService']) => Promise<T>): Promise<T> {
  const connection = await Connection.connect({ address: `127.0.0.1:${launch.ports[2]}` });
  try {
    return await use(connection.workflowService);
  } finally {
    await connection.close();
  }
}

/** Polls until `check` gives a truthy value (every 250 ms, for at most RESTART_TIMEOUT_MS), and returns it; a throw is a no. */
async function eventually<T>(check: () => T | Promise<T>): Promise<NonNullable<T>> {
  const deadline = Date.now() + RESTART_TIMEOUT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`not within ${RESTART_TIMEOUT_MS / 1000} s: ${check.toString()} (last error: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
