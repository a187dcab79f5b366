import { flow, pdfDocument } from '../../scripts/lib/minimal-pdf';

/** Documents and data a monitored site serves, with noise-only and genuine-edit variants. */
export interface FeedEntry {
  id: string;
  title: string;
  link: string;
  summary: string;
}

export const NEWS: FeedEntry[] = [
  {
    id: 'news-3',
    title: 'Acme opens a second office in Lisbon',
    link: 'https://acme.example/news/lisbon',
    summary: 'The new office hosts the support team for southern Europe.',
  },
  {
    id: 'news-2',
    title: 'Acme Analytics reaches general availability',
    link: 'https://acme.example/news/ga',
    summary: 'Every customer can now use the analytics suite.',
  },
  {
    id: 'news-1',
    title: 'Acme joins the open telemetry consortium',
    link: 'https://acme.example/news/otel',
    summary: 'Acme will contribute exporters for its platform.',
  },
];

/** RSS 2.0; `load` changes what a server changes on every load (build date, tracking parameters). */
export function rssFeed(items: FeedEntry[], load = 1, { guids = true }: { guids?: boolean } = {}): string {
  const tracked = (link: string) => `${link}?utm_source=rss&utm_medium=feed&utm_campaign=load-${load}&fbclid=Iw${load}x`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Acme news</title><link>https://acme.example/</link>
<description>News from Acme</description><lastBuildDate>Mon, 2${load % 10} Nov 2026 0${load % 10}:1${load % 10}:00 GMT</lastBuildDate>
<ttl>${10 + load}</ttl><generator>FeedPress ${load}.0</generator>
${items
  .map(
    (
      item,
    ) => `<item><title>${item.title}</title><link>${tracked(item.link)}</link>${guids ? `<guid isPermaLink="false">${item.id}</guid>` : ''}
<description><![CDATA[<p>${item.summary}</p>]]></description><pubDate>Sun, 22 Nov 2026 10:00:00 GMT</pubDate></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

export function atomFeed(items: FeedEntry[], load = 1): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Acme changelog</title><id>urn:acme:changelog</id>
<updated>2026-11-2${load % 10}T0${load % 10}:00:00Z</updated><generator version="${load}">Hugo</generator>
${items
  .map(
    (item) => `<entry><id>urn:acme:${item.id}</id><title type="html">${item.title}</title>
<link rel="alternate" href="${item.link}?utm_source=atom&amp;gclid=G${load}"/><updated>2026-11-2${load % 10}T0${load % 10}:00:00Z</updated>
<summary type="html">&lt;p&gt;${item.summary}&lt;/p&gt;</summary></entry>`,
  )
  .join('\n')}
</feed>`;
}

export const LEASE_TEXT = [
  'Residential lease agreement between Acme Properties and the tenant named below.',
  'The tenant shall pay the rent on the first day of each month by bank transfer to the account named in this agreement.',
  'Late payments incur a fee of five percent of the monthly rent after a grace period of ten days.',
  'The landlord shall keep the building, its heating and its plumbing in good repair and shall answer repair requests within a reasonable time.',
  'Either party may end this agreement with three months of written notice delivered to the address named in this agreement.',
  'This agreement is governed by the laws of the state in which the property is located.',
].join(' ');

/** The lease laid out at `width` characters a line, `linesPerPage` lines a page, with a running footer and per-build metadata. */
export function leasePdf(
  text: string,
  { width = 60, linesPerPage = 8, build = 1 }: { width?: number; linesPerPage?: number; build?: number } = {},
): Buffer {
  const lines = flow(text, width);
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += linesPerPage) pages.push(lines.slice(start, start + linesPerPage));
  return pdfDocument(
    pages.map((page, index) => [...page, `Acme Properties lease, page ${index + 1} of ${pages.length}`]),
    {
      info: { Producer: `Acme PDF engine ${build}.0`, CreationDate: `D:2026112${build % 10}10000${build % 10}Z`, Title: 'Lease' },
      id: build.toString(16).padStart(32, '0'),
    },
  );
}

export function sitemap(paths: string[], base: string, load = 1): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `<url><loc>${base}${path}</loc><lastmod>2026-11-2${load % 10}</lastmod><changefreq>daily</changefreq><priority>0.${load % 10}</priority></url>`).join('\n')}
</urlset>`;
}

export function sitemapIndex(children: string[], load = 1): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${children.map((child) => `<sitemap><loc>${child}</loc><lastmod>2026-11-2${load % 10}</lastmod></sitemap>`).join('\n')}
</sitemapindex>`;
}

/** A pricing API answer: the values that change per response (request id, trace id, server time) and the plans that are content. */
export function pricingJson(proPrice: number, load = 1, shuffled = false): string {
  const meta = {
    requestId: `req_${load}a${load}b${load}c`,
    traceId: `0af7651916cd43dd8448eb211c80319${load}`,
    serverTime: `2026-11-23T1${load % 10}:0${load % 10}:00Z`,
    generated: 1_763_900_000 + load,
  };
  const plans = [
    { name: 'Starter', price: 0, seats: 3 },
    { name: 'Pro', price: proPrice, seats: 25 },
  ];
  const body = shuffled
    ? { plans: plans.map(({ seats, price, name }) => ({ seats, price, name })), currency: 'EUR', meta }
    : { meta, currency: 'EUR', plans };
  return shuffled ? JSON.stringify(body) : JSON.stringify(body, null, 2);
}
