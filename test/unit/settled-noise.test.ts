import { withArraysAsSets, withElementsInPlace } from '../../domain/monitoring/checker/json-order';
import { withLiveFiguresSettled } from '../../domain/monitoring/checker/live-figures';

const lines = (text: string) => text.split('\n').map((line) => ({ text: line, group: null, item: null }));
const textOf = (settled: Array<{ text: string }>) => settled.map((line) => line.text).join('\n');

describe('noise put back before comparing', () => {
  it('reads JSON arrays as sets: the same elements in another order are the same, an edited element is not', () => {
    const offers = (first: string, second: string) => `meta.id: 1\n${first.replaceAll('#', '0')}\n${second.replaceAll('#', '1')}`;
    const frankfurt = 'offers[#].price: 689\noffers[#].warehouse: "Frankfurt"';
    const warsaw = 'offers[#].price: 679\noffers[#].warehouse: "Warsaw"';
    expect(withArraysAsSets(offers(frankfurt, warsaw))).toBe(withArraysAsSets(offers(warsaw, frankfurt)));
    expect(withArraysAsSets(offers(frankfurt, warsaw))).not.toBe(withArraysAsSets(offers(frankfurt, warsaw.replace('679', '699'))));
    // Values are not traded between elements: each element's lines stay together.
    const swapped = 'offers[#].price: 679\noffers[#].warehouse: "Frankfurt"';
    const other = 'offers[#].price: 689\noffers[#].warehouse: "Warsaw"';
    expect(withArraysAsSets(offers(frankfurt, warsaw))).not.toBe(withArraysAsSets(offers(swapped, other)));
  });

  it('keeps each JSON element at its place: a new one first moves no other, an edited one keeps its own', () => {
    const post = (index: number, id: string, city: string) => [`jobs[${index}].city: "${city}"`, `jobs[${index}].id: "${id}"`];
    const previous = ['total: 2', ...post(0, 'R-11', 'Harrogate'), ...post(1, 'R-9', 'Leeds')].join('\n');
    const prepended = ['total: 3', ...post(0, 'R-12', 'Bristol'), ...post(1, 'R-11', 'Harrogate'), ...post(2, 'R-9', 'Leeds')].join('\n');
    expect(withElementsInPlace(previous, prepended)).toBe(
      ['total: 3', ...post(0, 'R-11', 'Harrogate'), ...post(1, 'R-9', 'Leeds'), ...post(2, 'R-12', 'Bristol')].join('\n'),
    );
    // Moved and edited: found by its id; edited in place without one: by the lines it keeps.
    const moved = ['total: 2', ...post(0, 'R-9', 'Leeds'), ...post(1, 'R-11', 'Ripon')].join('\n');
    expect(withElementsInPlace(previous, moved)).toBe(['total: 2', ...post(0, 'R-11', 'Ripon'), ...post(1, 'R-9', 'Leeds')].join('\n'));
    const offer = (index: number, status: string) => [
      `offers[${index}].price: 689`,
      `offers[${index}].status: "${status}"`,
      `offers[${index}].warehouse: "Frankfurt"`,
    ];
    expect(withElementsInPlace(offer(0, 'in_stock').join('\n'), offer(0, 'sold_out').join('\n'))).toBe(offer(0, 'sold_out').join('\n'));
    const unrelated = [`offers[0].price: 99`, `offers[0].status: "new"`, `offers[0].warehouse: "Oslo"`];
    expect(withElementsInPlace(offer(0, 'in_stock').join('\n'), unrelated.join('\n'))).toBe(unrelated.join('\n'));
  });

  it('puts back uptime percentages that drifted, not a drop, an incident or another figure', () => {
    const before = '# Status\nAPI Operational\n## Uptime, last 90 days\nEU region 99.98% · US region 99.96%\n## Offers\nPlans from 10% off';
    const moved = lines(
      '# Status\nAPI Operational\n## Uptime, last 90 days\nEU region 99.98% · US region 99.97%\n## Offers\nPlans from 10% off',
    );
    expect(textOf(withLiveFiguresSettled(before, moved))).toBe(before);
    const incident = lines(
      '# Status\nAPI Partial outage\n## Uptime, last 90 days\nEU region 99.98% · US region 99.97%\n## Offers\nPlans from 10% off',
    );
    expect(textOf(withLiveFiguresSettled(before, incident))).toBe(before.replace('API Operational', 'API Partial outage'));
    const discount = lines(
      '# Status\nAPI Operational\n## Uptime, last 90 days\nEU region 99.98% · US region 99.96%\n## Offers\nPlans from 20% off',
    );
    expect(withLiveFiguresSettled(before, discount)).toBe(discount);
    const outage = lines(before.replace('99.96%', '99.91%'));
    expect(withLiveFiguresSettled(before, outage)).toBe(outage);
    const inline = 'Card payments 99.95% uptime';
    expect(textOf(withLiveFiguresSettled(inline, lines('Card payments 99.96% uptime')))).toBe(inline);
  });

  it('puts back live metrics and the page’s own diagnostics, not a documented limit or another line', () => {
    const live = '## Live metrics\nMedian latency: 38 ms · Requests in the last minute: 41.7M';
    expect(textOf(withLiveFiguresSettled(live, lines('## Live metrics\nMedian latency: 41 ms · Requests in the last minute: 39.9M')))).toBe(
      live,
    );
    const footer = 'Showing 4 of 4 open solicitations · generated in 0.38 s · node kc-web-03';
    expect(textOf(withLiveFiguresSettled(footer, lines('Showing 4 of 4 open solicitations · generated in 0.51 s · node kc-web-01')))).toBe(
      footer,
    );
    const more = lines('Showing 5 of 5 open solicitations · generated in 0.51 s · node kc-web-01');
    expect(withLiveFiguresSettled(footer, more)).toBe(more);
    const limit = 'Each token may make 120 requests per minute, with bursts of up to 40 requests per second.';
    const halved = lines('Each token may make 60 requests per minute, with bursts of up to 40 requests per second.');
    expect(withLiveFiguresSettled(limit, halved)).toBe(halved);
  });
});
