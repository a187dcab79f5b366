import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { runMain } from '../platform/process';

/**
 * `npm run check`, what `npm test` runs before jest: `npm run typecheck` and `npm run lint` with one
 * TypeScript program instead of two. tsc and eslint's typed rules (no-floating-promises,
 * no-misused-promises) each built the whole program and its types, about 20 s of CPU twice; here the
 * program that is type-checked is the one eslint's rules ask. Prettier and dependency-cruiser, which build
 * no program, run beside it in their own processes.
 */

const ROOT = path.resolve(__dirname, '..');
const LINT_SCRIPT = /^prettier --check \. && eslint \. && (depcruise .+)$/;

runMain('check', async () => {
  const [prettier, depcruise] = [spawnTool('prettier --check .'), spawnTool(depcruiseCommand())];
  const program = createProgram();
  const typeErrors = reportTypeErrors(program);
  const lintErrors = await lint(program);
  const others = await Promise.all([prettier, depcruise]);
  for (const { output } of others) process.stdout.write(output);
  const failed = [typeErrors > 0 && 'typecheck', lintErrors > 0 && 'eslint', ...others.map((tool) => tool.code !== 0 && tool.command)];
  const failures = failed.filter(Boolean);
  if (failures.length > 0) {
    console.error(`check: failed: ${failures.join(', ')}`);
    process.exit(1);
  }
});

function createProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  if (config.errors.length > 0) throw new Error(ts.formatDiagnostics(config.errors, formatHost()));
  return ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
}

/** What `tsc --noEmit -p tsconfig.json` prints; the number of errors. */
function reportTypeErrors(program: ts.Program): number {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost()));
  return diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
}

/** `eslint .` with eslint.config.mjs, its typed rules given the program above instead of building their own. */
async function lint(program: ts.Program): Promise<number> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  return results.reduce((sum, result) => sum + result.errorCount, 0);
}

/** dependency-cruiser's command as `npm run lint` runs it, so that the two cannot drift apart. */
function depcruiseCommand(): string {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const lintScript = scripts.lint ?? '';
  const command = LINT_SCRIPT.exec(lintScript)?.[1];
  if (!command) throw new Error(`package.json's lint script is not "prettier --check . && eslint . && depcruise …": ${lintScript}`);
  return command;
}

/** Runs a tool from node_modules/.bin; resolves with its exit code and everything it printed. */
function spawnTool(command: string): Promise<{ command: string; code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ command: command.split(' ')[0]!, code: code ?? 1, output }));
  });
}

function formatHost(): ts.FormatDiagnosticsHost {
  return { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => ts.sys.newLine };
}
