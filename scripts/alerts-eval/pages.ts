import { createHash } from 'node:crypto';
import { flow, pdfDocument } from '../lib/minimal-pdf';
import type { Render } from './case';

/**
 * How the evaluation's sites serve their pages. Content is written once per page; the renderers add what a
 * real site wraps around it (navigation, cookie banner, footer, feed channel, API envelope, PDF layout)
 * and what a real server changes on every response (CSRF tokens, asset hashes, build dates, request ids,
 * PDF metadata). Content may hold clock stamps, filled with the fetch time: {{date}} "3 March 2026",
 * {{time}} "10:17", {{ymd}} "2026-03-03", {{iso}} "2026-03-03T10:17:00Z", {{rfc822}}.
 */
export function stamped(content: string, at: Date): string {
  const iso = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return content
    .replaceAll('{{date}}', at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))
    .replaceAll('{{time}}', iso.slice(11, 16))
    .replaceAll('{{ymd}}', iso.slice(0, 10))
    .replaceAll('{{iso}}', iso)
    .replaceAll('{{rfc822}}', at.toUTCString());
}

/** A short per-response value (a token, a build hash) that differs with each fetch time. */
function perResponse(at: Date, salt: string, length = 16): string {
  return createHash('sha256').update(`${salt}:${at.toISOString()}`).digest('hex').slice(0, length);
}

export interface Site {
  name: string;
  domain: string;
  nav: string[];
  /** Footer columns: heading, then links. */
  footer: Array<[string, ...string[]]>;
  legal: string;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A full HTML page of `site`. The content is the page's main column; a part after `<!--aside-->` goes to a
 * sidebar and a part after `<!--footer-->` to the footer, above the site's link columns.
 */
export function htmlPage(site: Site, title: string): Render {
  return (content, at) => {
    const [main, footerNote = ''] = stamped(content, at).split('<!--footer-->');
    const [column, aside] = main!.split('<!--aside-->');
    const build = perResponse(at, site.domain, 8);
    const body = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} | ${site.name}</title>
  <meta name="description" content="${title} at ${site.name}.">
  <link rel="canonical" href="https://${site.domain}/${slug(title)}">
  <link rel="stylesheet" href="/assets/app.${build}.css">
  <script defer src="/assets/app.${build}.js"></script>
  <script>window.dataLayer=window.dataLayer||[];window.__CSRF__="${perResponse(at, 'csrf', 32)}";</script>
</head>
<body>
  <div id="cookie-consent" class="banner" role="dialog" aria-label="Cookies">
    <p>We use cookies to keep you signed in, remember your preferences and measure how our site is used. You can change your choice at any time under Cookie settings.</p>
    <button type="button">Accept all</button> <button type="button">Only necessary</button> <a href="/cookies">Cookie settings</a>
  </div>
  <a class="skip" href="#main">Skip to content</a>
  <header class="site-header">
    <a class="logo" href="/">${site.name}</a>
    <nav aria-label="Main"><ul>${site.nav.map((item) => `<li><a href="/${slug(item)}">${item}</a></li>`).join('')}</ul></nav>
    <a class="button" href="/login">Sign in</a>
  </header>
  <nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/">Home</a> › <span>${title}</span></nav>
  <main id="main">
${column}
  </main>${aside ? `\n  <aside class="sidebar">${aside}</aside>` : ''}
  <footer class="site-footer">
    ${footerNote}
    <div class="columns">${site.footer
      .map(
        ([heading, ...links]) =>
          `<div><h4>${heading}</h4><ul>${links.map((link) => `<li><a href="/${slug(link)}">${link}</a></li>`).join('')}</ul></div>`,
      )
      .join('')}</div>
    <form class="newsletter" action="/newsletter" method="post"><input type="hidden" name="csrf" value="${perResponse(at, 'form', 24)}"><label>Newsletter <input type="email" name="email"></label><button>Subscribe</button></form>
    <p class="legal">© 2026 ${site.legal}. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/cookies">Cookies</a></p>
  </footer>
</body>
</html>
`;
    return { contentType: 'text/html; charset=utf-8', body };
  };
}

export interface FeedItem {
  title: string;
  link: string;
  /** RFC 822 for RSS, ISO 8601 for Atom. */
  date: string;
  body: string;
  id?: string;
}

export function rssItem({ title, link, date, body, id }: FeedItem): string {
  return `    <item>
      <title>${title}</title>
      <link>${link}?utm_source=rss&amp;utm_medium=feed</link>
      <guid isPermaLink="${id ? 'false' : 'true'}">${id ?? link}</guid>
      <pubDate>${date}</pubDate>
      <description><![CDATA[<p>${body}</p>]]></description>
    </item>
`;
}

export function atomEntry({ title, link, date, body, id }: FeedItem): string {
  return `  <entry>
    <id>${id ?? link}</id>
    <title type="html">${title}</title>
    <link rel="alternate" href="${link}"/>
    <updated>${date}</updated>
    <summary type="html">&lt;p&gt;${body}&lt;/p&gt;</summary>
  </entry>
`;
}

/** An RSS 2.0 feed whose items are the content; the channel's build date and generator move with every build. */
export function rssFeed(channel: { title: string; link: string; description: string }): Render {
  return (content, at) => ({
    contentType: 'application/rss+xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${channel.title}</title>
    <link>${channel.link}</link>
    <description>${channel.description}</description>
    <language>en</language>
    <lastBuildDate>${at.toUTCString()}</lastBuildDate>
    <generator>Publisher ${perResponse(at, 'generator', 6)}</generator>
    <ttl>60</ttl>
${stamped(content, at)}  </channel>
</rss>
`,
  });
}

export function atomFeed(feed: { title: string; id: string; link: string }): Render {
  return (content, at) => ({
    contentType: 'application/atom+xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${feed.title}</title>
  <id>${feed.id}</id>
  <link rel="alternate" href="${feed.link}"/>
  <updated>${at.toISOString()}</updated>
  <generator version="${perResponse(at, 'atom', 6)}">SiteBuilder</generator>
${stamped(content, at)}</feed>
`,
  });
}

/** A JSON API answer: the content is the payload (JSON); its `meta` gains the per-response request id and server time. */
export function jsonApi(): Render {
  return (content, at) => {
    const payload = JSON.parse(stamped(content, at)) as { meta?: object };
    const meta = { ...payload.meta, request_id: `req_${perResponse(at, 'request', 20)}`, server_time: at.toISOString() };
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ ...payload, meta }, null, 2) };
  };
}

/**
 * A PDF document: the content's paragraphs (separated by blank lines) flowed at 86 characters a line, or
 * the width a first line `<!--width:N-->` sets, 44 lines a page, with a running header and page numbers;
 * the producer, creation date and document id differ with every export.
 */
export function pdfFile(header: string): Render {
  return (content, at) => {
    const [, width = '86', text = content] = /^<!--width:(\d+)-->\n([\s\S]*)$/.exec(content) ?? [];
    const lines = winAnsi(stamped(text, at))
      .split(/\n\s*\n/)
      .flatMap((paragraph) => [...flow(paragraph, Number(width)), '']);
    const pages: string[][] = [];
    for (let start = 0; start < lines.length; start += 44) pages.push(lines.slice(start, start + 44).filter((line) => line !== ''));
    const ymd = at.toISOString().replace(/\D/g, '').slice(0, 14);
    return {
      contentType: 'application/pdf',
      body: pdfDocument(
        pages.map((page, index) => [winAnsi(header), ...page, `Page ${index + 1} of ${pages.length}`]),
        {
          info: { Title: header, Producer: `DocExport ${perResponse(at, 'producer', 4)}`, CreationDate: `D:${ymd}Z` },
          id: perResponse(at, 'pdf', 32),
        },
      ),
    };
  };
}

/** The PDF writer sends text as Latin-1 bytes of the font's WinAnsi encoding, where typographic marks have codes of their own. */
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '…': '\x85',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '–': '\x96',
  '—': '\x97',
};

function winAnsi(text: string): string {
  return text.replace(/[€…‘’“”–—]/g, (mark) => WIN_ANSI[mark]!);
}

/** A sitemap of `base`'s pages: each content line is "path lastmod [changefreq priority]". */
export function sitemapOf(base: string): Render {
  return (content) => {
    const urls = content
      .trim()
      .split('\n')
      .map((line) => {
        const [path, lastmod, changefreq = 'weekly', priority = '0.5'] = line.trim().split(/\s+/);
        return `  <url>\n    <loc>${base}${path}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <changefreq>${changefreq}</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
      });
    return {
      contentType: 'application/xml; charset=utf-8',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    };
  };
}
