import fs from 'node:fs';
import path from 'node:path';
import { runMain } from '../platform/process';
import { configurationTable, withTable } from './lib/configuration-table';

/** `npm run docs:config`: rewrites docs/configuration.md's variables table from platform/config/'s schemas. */
runMain('docs:config', async () => {
  const file = path.resolve(__dirname, '..', 'docs', 'configuration.md');
  fs.writeFileSync(file, withTable(fs.readFileSync(file, 'utf8'), configurationTable()));
  console.log('docs:config: wrote docs/configuration.md');
});
