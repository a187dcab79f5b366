import type { Site } from '../pages';

/** The made-up organisations of the held-out cases: none of them appears in the main evaluation. */
export const QUILLSTACK: Site = {
  name: 'Quillstack',
  domain: 'www.quillstack.example',
  nav: ['Features', 'Templates', 'Pricing', 'Enterprise', 'Releases', 'Log in'],
  footer: [
    ['Product', 'Editor', 'Publishing', 'Integrations', 'What’s new'],
    ['Company', 'About us', 'Jobs', 'Brand assets', 'Contact'],
    ['Legal', 'Terms of Service', 'Privacy', 'DPA', 'Subprocessors'],
  ],
  legal: 'Quillstack Inc., Portland, Oregon',
};

export const FERROCLOUD: Site = {
  name: 'Ferrocloud',
  domain: 'docs.ferrocloud.example',
  nav: ['Guides', 'API reference', 'CLI', 'Runtimes', 'Pricing', 'Status'],
  footer: [
    ['Developers', 'Quickstart', 'API reference', 'SDKs', 'Community forum'],
    ['Company', 'About', 'Security', 'Trust center', 'Contact'],
  ],
  legal: 'Ferrocloud AB, Stockholm',
};

export const COPPERPOT: Site = {
  name: 'Copperpot Kitchen Co.',
  domain: 'shop.copperpot.example',
  nav: ['Cookware', 'Bakeware', 'Knives', 'Table', 'Gifts', 'Outlet'],
  footer: [
    ['Customer care', 'Track my order', 'Shipping', 'Returns', 'Lifetime warranty', 'Care guides'],
    ['Copperpot', 'Our foundry', 'Journal', 'Wholesale', 'Jobs'],
  ],
  legal: 'Copperpot Kitchen Company LLC, Asheville NC',
};

export const STRATUS: Site = {
  name: 'Stratus Edge',
  domain: 'status.stratusedge.example',
  nav: ['Current status', 'Incident history', 'Maintenance', 'Subscribe'],
  footer: [
    ['Stratus Edge', 'Home', 'Network map', 'Support', 'SLA'],
    ['Developers', 'Docs', 'Status API', 'Trust'],
  ],
  legal: 'Stratus Edge Networks, Inc.',
};

export const PULSETRACK: Site = {
  name: 'Pulsetrack',
  domain: 'www.pulsetrack.example',
  nav: ['App', 'Watch', 'Coaching', 'Pricing', 'Help centre'],
  footer: [
    ['Pulsetrack', 'About', 'Press', 'Jobs'],
    ['Legal', 'Privacy policy', 'Terms', 'Cookie preferences', 'Health data notice'],
  ],
  legal: 'Pulsetrack Oy, Helsinki',
};

export const ENERGYREG: Site = {
  name: 'Office of Energy Markets',
  domain: 'www.energymarkets.gov.example',
  nav: ['Households', 'Suppliers', 'Networks', 'Decisions', 'Consultations', 'Data'],
  footer: [
    ['About', 'Our board', 'Annual plan', 'Vacancies', 'Freedom of information'],
    ['Publications', 'Decisions', 'Consultations', 'Statistics'],
  ],
  legal: 'Office of Energy Markets',
};

export const ORCHARD: Site = {
  name: 'Orchard Biotherapeutics',
  domain: 'www.orchardbio.example',
  nav: ['Science', 'Pipeline', 'Patients', 'Investors', 'Careers', 'About'],
  footer: [
    ['About', 'Leadership', 'Board of directors', 'Careers', 'Contact'],
    ['Investors', 'Press releases', 'SEC filings', 'Events'],
  ],
  legal: 'Orchard Biotherapeutics, Inc., Cambridge, Massachusetts',
};

export const COBALT: Site = {
  name: 'Cobalt DevDays',
  domain: 'www.cobaltdevdays.example',
  nav: ['Programme', 'Speakers', 'Call for papers', 'Tickets', 'Venue', 'Sponsors'],
  footer: [
    ['Attend', 'Tickets', 'Visa letters', 'Accessibility', 'Code of conduct'],
    ['About', 'Organisers', 'Past editions', 'Contact'],
  ],
  legal: 'Cobalt Community Events vzw, Ghent',
};

export const HOLLIS: Site = {
  name: 'The Hollis Courier',
  domain: 'www.holliscourier.example',
  nav: ['Local', 'Politics', 'Schools', 'Business', 'Sports', 'Opinion'],
  footer: [
    ['The Courier', 'About us', 'Ethics policy', 'Corrections', 'Send a tip'],
    ['Subscriptions', 'Subscribe', 'E-edition', 'Manage account'],
  ],
  legal: 'Hollis Courier Publishing Co.',
};

export const TIDEWATER: Site = {
  name: 'Tidewater Community Credit Union',
  domain: 'www.tidewatercu.example',
  nav: ['Checking', 'Savings', 'Loans', 'Mortgages', 'Rates', 'Locations'],
  footer: [
    ['Members', 'Become a member', 'Routing number', 'Lost card', 'Contact'],
    ['Disclosures', 'Fee schedule', 'Privacy', 'Truth in Savings', 'Accessibility'],
  ],
  legal: 'Tidewater Community Credit Union. Federally insured by NCUA. Equal Housing Opportunity',
};

export const GRANITE: Site = {
  name: 'Granite Valley Water',
  domain: 'www.granitevalleywater.example',
  nav: ['My account', 'Supply interruptions', 'Water quality', 'Planned works', 'Billing', 'Contact'],
  footer: [
    ['Help', 'Report a leak', 'Low pressure', 'Priority services register'],
    ['About', 'Our performance', 'Drought plan', 'Careers'],
  ],
  legal: 'Granite Valley Water Services Ltd',
};

export const KENMORE: Site = {
  name: 'Kenmore County',
  domain: 'www.kenmorecounty.example',
  nav: ['Residents', 'Businesses', 'Procurement', 'Planning', 'Parks', 'Government'],
  footer: [
    ['Procurement', 'Open bids', 'Awarded contracts', 'Vendor registration', 'Small business program'],
    ['County', 'Board of commissioners', 'Departments', 'Jobs', 'Accessibility'],
  ],
  legal: 'Kenmore County Purchasing Division',
};
