import fs from 'node:fs';
import path from 'node:path';
import { environmentSchema } from '../../platform/config';
import { configurationTable, withTable } from '../../scripts/lib/configuration-table';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const variables = Object.keys(environmentSchema.shape);

describe('the configuration docs follow the schemas', () => {
  it("docs/configuration.md's table is the one the schemas generate (npm run docs:config)", () => {
    const docs = read('docs/configuration.md');
    expect(withTable(docs, configurationTable())).toBe(docs);
  });

  it('describes every variable, with its default or what an unset one means', () => {
    const table = configurationTable();
    for (const name of variables) expect(table).toMatch(new RegExp(`^\\| \`${name}\` \\| [^|]+ \\| [^|]*\\w[^|]* \\|$`, 'm'));
    expect(table).toContain('| `PORT` | `3000` | port the API listens on |');
    expect(table).toContain('| `BASE_URL` | `http://localhost:$PORT` |');
    expect(table).toContain('| `DATABASE_URL` | unset |');
    expect(table).toContain('| `RATE_LIMITS_ENABLED` | `true` |');
  });

  it('replaces only the generated table', () => {
    const markdown = read('docs/configuration.md');
    const stale = markdown
      .replace('| `PORT` | `3000` |', '| `PORT` | `8080` |')
      .replace('## Development mail', '## Development mail (kept)');
    const regenerated = withTable(stale, configurationTable());
    expect(regenerated).toContain('| `PORT` | `3000` |');
    expect(regenerated).toContain('## Development mail (kept)');
  });

  it('.env.example names every variable the schemas read, and no other', () => {
    const named = [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...named].sort()).toEqual([...variables].sort());
  });

  it(".env.example's values are the defaults, as it says", () => {
    const shape: Record<string, { parse: (value: unknown) => unknown }> = environmentSchema.shape;
    const values = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)];
    expect(values.length).toBeGreaterThan(40);
    for (const [, name, value] of values)
      expect([name, shape[name!]!.parse(value!.replace(/^"(.*)"$/, '$1'))]).toEqual([name, shape[name!]!.parse(undefined)]);
  });
});
