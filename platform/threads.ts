import path from 'node:path';

/**
 * How to start the worker thread `name` that sits beside `callerFile`: compiled, the .js file; from source
 * (tsx, jest), the .ts one, required through tsx's CommonJS hook.
 */
export function threadEntry(callerFile: string, name: string): { code: string; eval: boolean } {
  const extension = path.extname(callerFile);
  const file = path.join(path.dirname(callerFile), `${name}${extension}`);
  if (extension !== '.ts') return { code: file, eval: false };
  return { code: `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(file)});`, eval: true };
}
