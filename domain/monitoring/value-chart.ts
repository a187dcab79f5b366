/** One recorded value, as the chart reads it. */
export interface ChartPoint {
  url: string;
  recordedAt: Date;
  text: string;
  number: number | null;
  unit: string | null;
}

/**
 * A tracked value's series as a small SVG line chart, written by hand: one line per source, the value
 * axis from the lowest to the highest number, the time axis from the first to the last reading. Every
 * text that comes from a page or a request (the name, URLs, units) is escaped; the document has no script
 * and loads nothing.
 */
const WIDTH = 640;
const HEIGHT = 320;
const MARGIN = { top: 40, right: 20, bottom: 50, left: 80 };
const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c'];
export const MAX_CHART_SERIES = COLOURS.length;

export function valueChartSvg(name: string, values: ChartPoint[]): string {
  const numeric = values.filter((value): value is ChartPoint & { number: number } => value.number !== null);
  const title = `<text x="${MARGIN.left}" y="24" font-size="16" font-weight="bold">${escape(name)}</text>`;
  if (numeric.length === 0)
    return svg(`${title}<text x="${MARGIN.left}" y="${HEIGHT / 2}" font-size="14">No numeric values recorded for this selection.</text>`);
  const times = numeric.map((value) => value.recordedAt.getTime());
  const numbers = numeric.map((value) => value.number);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [lowest, highest] = [Math.min(...numbers), Math.max(...numbers)];
  const [v0, v1] = lowest === highest ? [lowest - 1, highest + 1] : [lowest, highest];
  const plot = { width: WIDTH - MARGIN.left - MARGIN.right, height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const x = (time: number) => MARGIN.left + (t1 === t0 ? plot.width / 2 : ((time - t0) / (t1 - t0)) * plot.width);
  const y = (value: number) => MARGIN.top + plot.height - ((value - v0) / (v1 - v0)) * plot.height;
  const unit = numeric.find((value) => value.unit !== null)?.unit ?? '';
  const series = [...groupByUrl(numeric)].slice(0, MAX_CHART_SERIES);
  const lines = series.map(([url, points], index) => {
    const colour = COLOURS[index]!;
    const path = points.map((point) => `${x(point.recordedAt.getTime()).toFixed(1)},${y(point.number).toFixed(1)}`).join(' ');
    const dots = points
      .map(
        (point) =>
          `<circle cx="${x(point.recordedAt.getTime()).toFixed(1)}" cy="${y(point.number).toFixed(1)}" r="3" fill="${colour}"><title>${escape(`${point.text} · ${point.recordedAt.toISOString()}`)}</title></circle>`,
      )
      .join('');
    const legend = `<text x="${MARGIN.left + 8}" y="${MARGIN.top + 14 + index * 16}" font-size="11" fill="${colour}">${escape(url)}</text>`;
    return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${path}"/>${dots}${legend}`;
  });
  const axes = [
    `<line x1="${MARGIN.left}" y1="${MARGIN.top}" x2="${MARGIN.left}" y2="${MARGIN.top + plot.height}" stroke="#888"/>`,
    `<line x1="${MARGIN.left}" y1="${MARGIN.top + plot.height}" x2="${MARGIN.left + plot.width}" y2="${MARGIN.top + plot.height}" stroke="#888"/>`,
    label(MARGIN.left - 6, y(v1) + 4, `${format(v1)} ${unit}`, 'end'),
    label(MARGIN.left - 6, y(v0) + 4, `${format(v0)} ${unit}`, 'end'),
    label(MARGIN.left, HEIGHT - 20, new Date(t0).toISOString().slice(0, 16).replace('T', ' '), 'start'),
    label(MARGIN.left + plot.width, HEIGHT - 20, new Date(t1).toISOString().slice(0, 16).replace('T', ' '), 'end'),
  ];
  return svg(`${title}${axes.join('')}${lines.join('')}`);
}

function svg(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" role="img"><rect width="100%" height="100%" fill="#fff"/>${content}</svg>`;
}

function label(x: number, y: number, text: string, anchor: 'start' | 'end'): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="11" text-anchor="${anchor}" fill="#444">${escape(text.trim())}</text>`;
}

function format(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function groupByUrl<T extends { url: string }>(values: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(value.url, [...(groups.get(value.url) ?? []), value]);
  return groups;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
