import fs from 'node:fs';
import { bundleWorkflowCode } from '@temporalio/worker';

/** Bundles the workflows at `workflowsPath` (webpack, through Temporal's bundler) into `file`; only warnings and errors are printed. */
export async function writeWorkflowBundle(workflowsPath: string, file: string): Promise<void> {
  const { code } = await bundleWorkflowCode({ workflowsPath, logger: quietLogger });
  fs.writeFileSync(file, code);
}

const quietLogger = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string) => process.stderr.write(`[workflow bundle] ${message}\n`),
  error: (message: string) => process.stderr.write(`[workflow bundle] ${message}\n`),
};
