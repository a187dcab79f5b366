import { asksOf } from '../../domain/projects/topic-generation/asks';

const url = 'https://acme.example/status';

describe('the asks of an intent', () => {
  it('reads a role introducing the person ("Community pharmacist here.") as context, not as an ask', () => {
    expect(asksOf(`Community pharmacist here. Please alert me on safety wording changes in the leaflet ${url}`).asks).toEqual([
      'safety wording changes in the leaflet',
    ]);
  });

  it('restricts to names joined by "and" before "only" together', () => {
    expect(asksOf(`Vocalis SMS prices for Japan and the UK only (${url}).`).restrictions).toEqual(['only Japan and the UK']);
    expect(asksOf(`Price changes to the Enterprise plan only ${url}`).restrictions).toEqual(['only Enterprise plan']);
  });

  it('reads "tell me if that changes" after a question as the question, and after a page as every change of it', () => {
    expect(asksOf(`Who chairs Quarrystone’s audit committee? Tell me if that changes. ${url}`).asks).toEqual([
      'Who chairs audit committee',
    ]);
    expect(asksOf(`Is the boil water notice still on? Tell me as soon as anything changes with it. ${url}`).asks).toEqual([
      'Is the boil water notice still on',
    ]);
    expect(asksOf(`pellston consumer T&Cs pdf: ${url}\nlet me know when it changes`).asks).toEqual([
      'pellston consumer T&Cs pdf',
      'it changes',
    ]);
  });

  it('reads "X is not what I want" as an exclusion of X', () => {
    expect(asksOf(`Notify me of executive or board changes on ${url}. The share price box is not what I want.`)).toEqual({
      asks: ['executive or board changes'],
      restrictions: [],
      exclusions: ['not share price box'],
    });
  });

  it('reads "anything other than" as part of the ask, not as an exclusion', () => {
    expect(asksOf(`Alert me if Authoritative DNS is anything other than operational ${url}`)).toEqual({
      asks: ['Authoritative DNS is anything other than operational'],
      restrictions: [],
      exclusions: [],
    });
    expect(asksOf(`Tell me about price changes other than the Starter plan ${url}`).exclusions).toEqual(['not Starter plan']);
  });

  it('reads a sentence about the person as context, not as an ask', () => {
    expect(asksOf(`We take card payments through Paylane. Watch their status API ${url} for problems with card payments.`)).toEqual({
      asks: ['problems with card payments'],
      restrictions: [],
      exclusions: [],
    });
  });

  it('keeps what the person says about themselves when the ask refers back to it, or when nothing else is asked', () => {
    expect(asksOf(`We rely on the free Starter plan. Let me know if they drop it: ${url}`).asks).toEqual([
      'free Starter plan',
      'they drop it',
    ]);
    expect(asksOf(`I want to open a 1-year fixed saver at Harbor Bank. Watch ${url}`).asks).toEqual(['1-year fixed saver at Harbor Bank']);
  });

  it('does not take a statement for an ask when the ask names what it refers to itself, in any language', () => {
    expect(asksOf(`My kids play Tidebreakers. I want to know if Pixel Harbor changes its rules for children. ${url}`).asks).toEqual([
      'Pixel Harbor changes its rules for children',
    ]);
    expect(asksOf(`Nous sommes une PME française. Tell me about new calls an SME can apply to: ${url}`).asks).toEqual([
      'new calls an SME can apply to',
    ]);
    // "that rate" points back to the statement, whatever name the ask gives first.
    expect(asksOf(`We ship from Genoa to Rotterdam. Tell me if Azura changes that rate: ${url}`).asks).toEqual([
      'Genoa to Rotterdam',
      'Azura changes that rate',
    ]);
  });

  it('keeps a short ask that points back with the ask it points at', () => {
    expect(asksOf(`Tell me about any incident touching SOL deposits, and when it is resolved: ${url}`).asks).toEqual([
      'incident touching SOL deposits, it is resolved',
    ]);
    expect(asksOf(`Tell me about price changes and new job openings: ${url}`).asks).toEqual(['price changes', 'new job openings']);
  });

  it('reads what matters to the person as a restriction, and the ask after it apart', () => {
    expect(asksOf(`Only the Pro plan matters to us: tell me if its price at ${url} changes.`)).toEqual({
      asks: ['Pro plan', 'price changes'],
      restrictions: ['only Pro plan'],
      exclusions: [],
    });
    expect(asksOf(`Watch ${url} — we only care whether the Slack integration works.`)).toMatchObject({
      restrictions: ['only Slack integration works'],
    });
  });

  it('splits a list of asks at its commas, keeping an item joined by "and" whole when its parts do not stand alone', () => {
    expect(asksOf('Tell me about the plan fee, the Garden and Home and kitchen fees, and the closing fee.').asks).toEqual([
      'plan fee',
      'Garden and Home and kitchen fees',
      'closing fee',
    ]);
    expect(asksOf('Tell me about price changes and new job openings.').asks).toEqual(['price changes', 'new job openings']);
  });

  it('knows more ways of asking: keep me posted, remind me, every new …, please', () => {
    expect(asksOf(`Keep me posted about the penalties in the policy statement (${url}).`).asks).toEqual(['penalties']);
    expect(asksOf(`Remind me if the response deadline changes: ${url}`).asks).toEqual(['response deadline changes']);
    expect(asksOf(`Every new correction on ${url}, please — I study how newsrooms correct errors.`).asks).toEqual(['new correction']);
  });

  it('leaves out asides and labels about an address, keeps a subject that is not a page', () => {
    expect(asksOf(`Tell me when Acme adds or removes a plan (${url} is their public plans endpoint).`).asks).toEqual([
      'Acme adds or removes a plan',
    ]);
    expect(asksOf(`Tell me when Acme documents a new SDK. Their docs sitemap: ${url}`).asks).toEqual(['Acme documents a new SDK']);
    expect(asksOf(`Watch ${url} for new people in the executive team`).asks).toEqual(['new people in the executive team']);
  });

  it('reads what is not wanted as exclusions, and a sentence about the person as a restriction where it says only', () => {
    expect(asksOf(`Watch ${url} for breaking changes. I don’t need to hear about bug fixes.`)).toEqual({
      asks: ['breaking changes'],
      restrictions: [],
      exclusions: ['not bug fixes'],
    });
    expect(
      asksOf(`We are evaluating the Scale tier only. Ping me if its cost moves on ${url}. Solo and Team are irrelevant for us.`),
    ).toMatchObject({
      restrictions: ['only Scale tier'],
      exclusions: ['not Solo', 'not Team'],
    });
    expect(asksOf(`Tell me about changes to BAF or demurrage on ${url}. India routes do not concern us.`)).toMatchObject({
      asks: ['BAF or demurrage'],
      exclusions: ['not India routes'],
    });
    expect(asksOf(`Savings rates at ${url}. Loans don’t interest me. We're not interested in mortgages.`)).toMatchObject({
      exclusions: ['not Loans', 'not mortgages'],
    });
    expect(asksOf(`Anything in the API changelog that could break our integration (deprecations, removals). ${url}`)).toMatchObject({
      asks: ['Anything in the API changelog that could break our integration', 'deprecations', 'removals'],
    });
    expect(asksOf(`SIP trunking status, nothing about SMS. ${url}`)).toMatchObject({ exclusions: ['not SMS'] });
    expect(asksOf(`Is anything wrong with SIP trunking? Not interested in SMS. ${url}`)).toMatchObject({ exclusions: ['not SMS'] });
    expect(asksOf(`We only ever buy annual. What does Team cost per seat on ${url}?`)).toMatchObject({ restrictions: ['only annual'] });
    expect(asksOf(`We only really use the EU region. Tell me about outages on ${url}`)).toMatchObject({ restrictions: ['only EU region'] });
    expect(asksOf(`Saanvi price list: alert me only if cotton poplin goes above Rs 150 per metre. ${url}`)).toMatchObject({
      restrictions: ['only if cotton poplin goes above Rs 150 per metre'],
    });
    expect(asksOf(`I only have electricity (no gas). Keep me posted on the rates: ${url}`)).toMatchObject({
      restrictions: ['only electricity'],
      exclusions: ['not gas'],
    });
  });

  it('drops asks made of pronouns, and keeps the ask before a condition that only leans back', () => {
    expect(asksOf(`Spot new funding programmes from the Arts Fund as soon as they publish them: ${url}`).asks).toEqual([
      'new funding programmes from the Arts Fund',
    ]);
    expect(asksOf(`Tell me about new funding programmes every time they publish them: ${url}`).asks).toEqual(['new funding programmes']);
    expect(asksOf(`Is my data kept in the EU? Watch ${url} for that and nothing else.`).asks).toEqual(['Is my data kept in the EU']);
  });

  it('reads a short restriction or exclusion said alone, and every change of a thing said before as a change of that thing', () => {
    expect(asksOf(`Pellston outages — broadband only, I work from home in Leeds. ${url}`).restrictions).toEqual(['only broadband']);
    expect(asksOf(`New Larch DB releases only (we run it in production). Not Streams. ${url}`).exclusions).toEqual(['not Streams']);
    expect(asksOf(`Our crew is racing the Northern Masters Regatta in May. Any change to that event: ${url}`).asks).toEqual([
      'crew is racing the Northern Masters Regatta in May',
    ]);
    expect(asksOf(`Any change to this page: ${url}`).asks).toEqual(['any change']);
  });
});
