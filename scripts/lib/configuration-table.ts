import { z } from 'zod';
import { environmentSchema } from '../../platform/config';

/** The line above docs/configuration.md's variables table; the table is the run of `|` lines after it. */
export const TABLE_MARKER =
  '<!-- Generated from the schemas in platform/config/ by `npm run docs:config`: edit their .describe() texts, not this table. -->';

/** The variables table, one row per variable in the schema's order: name, default, meaning. */
export function configurationTable(): string {
  const rows = Object.entries(environmentSchema.shape).map(
    ([name, schema]) => `| \`${name}\` | ${shownDefault(schema)} | ${meaning(name, schema)} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `markdown` with its generated table replaced by `table`. */
export function withTable(markdown: string, table: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(TABLE_MARKER);
  if (start < 0) throw new Error(`docs/configuration.md has no line ${TABLE_MARKER}`);
  let end = start + 1;
  while (lines[end]?.startsWith('|')) end++;
  return [...lines.slice(0, start + 1), table, ...lines.slice(end)].join('\n');
}

function meaning(name: string, schema: z.ZodType): string {
  if (!schema.description) throw new Error(`${name} has no .describe() text`);
  return schema.description;
}

function shownDefault(schema: z.ZodType): string {
  const shown = schema.meta()?.shownDefault;
  if (shown) return shown;
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return 'unset';
}
