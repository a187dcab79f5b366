import type { Site } from '../pages';

/** The made-up organisations of the seventh held-out set: sectors and names found in no other set. */
export const TRACEWELL: Site = {
  name: 'Tracewell',
  domain: 'www.tracewell.example',
  nav: ['Platform', 'Logs', 'Traces', 'Pricing', 'Docs', 'Changelog'],
  footer: [
    ['Platform', 'Log management', 'APM', 'Synthetic checks', 'Integrations'],
    ['Company', 'About', 'Careers', 'Security', 'Contact sales'],
  ],
  legal: 'Tracewell Inc., 1 Congress St, Boston, MA 02114',
};

export const HELMSDESK: Site = {
  name: 'Helmsdesk',
  domain: 'www.helmsdesk.example',
  nav: ['Product', 'AI agent', 'Pricing', 'Customers', 'Changelog', 'Help centre'],
  footer: [
    ['Product', 'Shared inbox', 'Live chat', 'Knowledge base', 'Reporting'],
    ['Company', 'About', 'Careers', 'Partners', 'Legal'],
  ],
  legal: 'Helmsdesk Ltd, 5 Whitworth Street West, Manchester M1 5WW. Registered in England 11223344',
};

export const LODESTAR: Site = {
  name: 'Lodestar AI',
  domain: 'platform.lodestar-ai.example',
  nav: ['Models', 'API reference', 'Pricing', 'Deprecations', 'Changelog', 'Status'],
  footer: [['Developers', 'Quickstart', 'Rate limits', 'Usage policies', 'Terms of service']],
  legal: 'Lodestar AI, Inc., 500 Howard Street, San Francisco, CA 94105',
};

export const SPOKEHAUS: Site = {
  name: 'Spokehaus E-Bikes',
  domain: 'www.spokehaus.example',
  nav: ['E-Bikes', 'Cargo', 'Zubehör / Accessories', 'Werkstatt', 'Leasing', 'Stores'],
  footer: [
    ['Service', 'Versand / Shipping', 'Rückgabe / Returns', 'Garantie', 'Size guide'],
    ['Spokehaus', 'Über uns', 'Stores', 'Jobs', 'Impressum'],
  ],
  legal: 'Spokehaus GmbH, Schanzenstraße 41, 20357 Hamburg. USt-IdNr. DE318822741',
};

export const KETTLECRANE: Site = {
  name: 'Kettle & Crane Coffee Co.',
  domain: 'shop.kettleandcrane.example',
  nav: ['Coffee', 'Brewers', 'Grinders', 'Kettles', 'Bundles', 'Subscriptions'],
  footer: [
    ['Help', 'Shipping', 'Returns', 'Warranty claims', 'Brew guides'],
    ['About', 'Our roastery', 'Wholesale', 'Careers'],
  ],
  legal: 'Kettle & Crane Coffee Co., 2211 SE Division St, Portland, OR 97202',
};

export const FERROVAULT: Site = {
  name: 'Ferrovault Hosting',
  domain: 'status.ferrovault.example',
  nav: ['Current status', 'Incident history', 'Scheduled maintenance', 'Subscribe'],
  footer: [['Ferrovault', 'Website', 'Support portal', 'SLA', 'Security']],
  legal: 'Ferrovault Hosting AG, Hardturmstrasse 161, 8005 Zürich',
};

export const KEYSTRAND: Site = {
  name: 'Keystrand Password Manager',
  domain: 'www.keystrand.example',
  nav: ['Personal', 'Teams', 'Business', 'Security', 'Legal', 'Download'],
  footer: [
    ['Legal', 'Terms of service', 'Privacy notice', 'Data processing agreement', 'Sub-processors'],
    ['Security', 'Whitepaper', 'Bug bounty', 'Security advisories', 'Status'],
  ],
  legal: 'Keystrand Security Ltd, 3 Grand Canal Plaza, Dublin 4, D04 EE70',
};

export const CCB: Site = {
  name: 'Competition and Consumer Board',
  domain: 'www.ccb.gov.example',
  nav: ['Consumers', 'Businesses', 'Cases', 'Consultations', 'Guidance', 'News'],
  footer: [['About', 'Board', 'Annual plan', 'Freedom of information', 'Contact']],
  legal: 'Competition and Consumer Board, Aldgate Tower, London E1 8FA',
};

export const ORBITLINE: Site = {
  name: 'Orbitline Space',
  domain: 'jobs.orbitline.example',
  nav: ['All jobs', 'Teams', 'Life at Orbitline', 'Internships'],
  footer: [['Orbitline', 'Company', 'Missions', 'Applicant privacy notice']],
  legal: 'Orbitline Space Systems, Inc., 14 Skyway Drive, Hawthorne, CA 90250',
};

export const BRENMOOR: Site = {
  name: 'Brenmoor Brewing Group',
  domain: 'investors.brenmoor.example',
  nav: ['Investors', 'Results and reports', 'Events', 'Governance', 'Leadership', 'Share price'],
  footer: [['Investors', 'Regulatory news', 'AGM', 'Dividends', 'Contact IR']],
  legal: 'Brenmoor Brewing Group plc, The Maltings, Burton upon Trent DE14 1JZ',
};

export const UXLISBOA: Site = {
  name: 'UX Lisboa 2026',
  domain: 'www.uxlisboa.example',
  nav: ['Programme', 'Speakers', 'Workshops', 'Tickets', 'Venue', 'Code of conduct'],
  footer: [['UX Lisboa', 'About', 'Scholarships', 'Sponsors', 'Contact']],
  legal: 'Associação UX Lisboa, Rua da Prata 80, 1100-420 Lisboa',
};

export const RIVERBEND: Site = {
  name: 'Riverbend Radio News',
  domain: 'news.riverbendradio.example',
  nav: ['Local', 'Politics', 'Business', 'Sport', 'Listen live', 'Corrections'],
  footer: [['Riverbend Radio', 'Editorial standards', 'Complaints', 'Contact the newsroom']],
  legal: 'Riverbend Community Broadcasting CIC, 9 Mill Lane, Shrewsbury SY1 2LN',
};

export const BALLAST: Site = {
  name: 'Ballast Invest',
  domain: 'www.ballastinvest.example',
  nav: ['Invest', 'ISA', 'Pension', 'Markets', 'Pricing', 'Help'],
  footer: [['Legal', 'Rates and charges', 'Key information documents', 'Terms', 'Best execution']],
  legal: 'Ballast Invest Ltd is authorised and regulated by the Financial Conduct Authority (FRN 912345)',
};

export const FIBRELANE: Site = {
  name: 'Fibrelane Broadband',
  domain: 'www.fibrelane.example',
  nav: ['Broadband', 'Phone', 'TV', 'Service status', 'Help', 'My account'],
  footer: [['Help', 'Service status', 'Report a fault', 'Moving home', 'Complaints code']],
  legal: 'Fibrelane Communications Ltd, Thorpe Park, Leeds LS15 8ZB',
};

export const CALDERBAY: Site = {
  name: 'Port of Calderbay — Supplier Portal',
  domain: 'tenders.calderbay-port.example',
  nav: ['Open opportunities', 'Contract awards', 'Pipeline', 'Register as a supplier', 'Help'],
  footer: [['Port of Calderbay', 'Harbour notices', 'Sustainability', 'Modern slavery statement']],
  legal: 'Calderbay Harbour Board, Harbour Office, Quay Street, Calderbay CB1 4QQ',
};
