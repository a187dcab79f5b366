import { articlePage, type Website } from './website';

/**
 * A company's website as source discovery meets it: a home page linking to pricing, a changelog, a blog
 * (with an RSS feed announced in <head>), careers and a page robots.txt keeps bots out of; a sitemap
 * naming a press page; `/plans` redirecting to `/pricing`; every other path a 404.
 */
export function serveCompanySite(site: Website): void {
  site.page(
    '/',
    `<!doctype html><html><head><title>Acme analytics</title>
<link rel="alternate" type="application/rss+xml" title="Acme blog" href="/blog/feed.xml"></head>
<body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/changelog">Changelog</a> <a href="/blog">Blog</a>
<a href="/careers">Careers</a> <a href="/private/plans">Partner plans</a> <a href="https://elsewhere.example/pricing">Their pricing</a></nav>
<main><h1>Acme analytics</h1><p>Dashboards for retailers.</p></main></body></html>`,
  );
  site.page('/pricing', articlePage('Pricing', ['Starter: 29 euros a month.', 'Pro: 99 euros a month.']));
  site.page('/changelog', articlePage('Changelog', ['Version 4.2 adds cohort exports.']));
  site.page('/blog', articlePage('Blog', ['We launched forecasting.']));
  site.page('/careers', articlePage('Careers', ['We hire in Lisbon.']));
  site.page('/private/plans', articlePage('Partner plans', ['Only for partners.']));
  site.page('/press', articlePage('Press', ['Acme raises a series B.']));
  site.route('/blog/feed.xml', (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/rss+xml' })
      .end(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Acme blog</title><item><title>We launched forecasting</title><link>/blog/forecasting</link></item></channel></rss>',
      ),
  );
  site.route('/robots.txt', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\nSitemap: ${site.url('/sitemap.xml')}\n`),
  );
  site.route('/sitemap.xml', (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/pricing', '/changelog', '/press'].map((path) => `<url><loc>${site.url(path)}</loc></url>`).join('')}</urlset>`,
      ),
  );
  site.route('/plans', (_req, res) => res.writeHead(301, { location: '/pricing' }).end());
  site.route('/logo.png', (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])),
  );
}
