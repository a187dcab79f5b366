import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runMain } from '../platform/process';
import { PREBUILT_WORKFLOW_BUNDLE } from '../worker/create-worker';
import { writeWorkflowBundle } from './lib/workflow-bundle';

/**
 * `npm run build`: what production runs, in dist/. The TypeScript compiled to CommonJS by tsc
 * (tsconfig.build.json), the files the code reads from beside itself at run time, and the workflow
 * bundle, made once here from the compiled workflows so that the worker does not run webpack at start.
 */

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
/** Directories of files other than TypeScript that the code serves or reads through __dirname. */
const ASSET_DIRECTORIES = ['api/pages/static', 'api/oauth/static'];

runMain('build', async () => {
  fs.rmSync(DIST, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const directory of ASSET_DIRECTORIES) fs.cpSync(path.join(ROOT, directory), path.join(DIST, directory), { recursive: true });
  await writeWorkflowBundle(path.join(DIST, 'workflows', 'index.js'), path.join(DIST, PREBUILT_WORKFLOW_BUNDLE));
  console.log(`build: dist/ written (compiled code, ${ASSET_DIRECTORIES.join(', ')}, ${PREBUILT_WORKFLOW_BUNDLE})`);
});
