import type { Site } from './pages';

/** The made-up organisations whose pages the cases watch. */
export const NORTHWIND: Site = {
  name: 'Northwind Cloud',
  domain: 'www.northwind-cloud.example',
  nav: ['Product', 'Pricing', 'Customers', 'Docs', 'Changelog', 'Company'],
  footer: [
    ['Product', 'Features', 'Integrations', 'Security', 'Status'],
    ['Company', 'About', 'Careers', 'Press', 'Contact'],
    ['Resources', 'Docs', 'API reference', 'Blog', 'Webinars'],
  ],
  legal: 'Northwind Cloud GmbH, Berlin',
};

export const BRIGHTLINE: Site = {
  name: 'Brightline Outdoor',
  domain: 'shop.brightline-outdoor.example',
  nav: ['Tents', 'Sleeping bags', 'Backpacks', 'Clothing', 'Sale', 'Stores'],
  footer: [
    ['Help', 'Delivery', 'Returns and refunds', 'Warranty', 'Size guide'],
    ['About', 'Our story', 'Stores', 'Careers', 'Sustainability'],
  ],
  legal: 'Brightline Outdoor Ltd',
};

export const HARBOR: Site = {
  name: 'Harbor Bank',
  domain: 'www.harborbank.example',
  nav: ['Personal', 'Business', 'Savings', 'Mortgages', 'Help', 'About us'],
  footer: [
    ['Help', 'Contact us', 'Branch finder', 'Report fraud', 'Accessibility'],
    ['About us', 'Leadership', 'Investor relations', 'Careers', 'Newsroom'],
    ['Legal', 'Terms and conditions', 'Privacy notice', 'Fees and charges', 'Complaints'],
  ],
  legal: 'Harbor Bank plc. Authorised and regulated by the Financial Conduct Authority',
};

export const EASTFIELD: Site = {
  name: 'Eastfield City Council',
  domain: 'www.eastfield.gov.example',
  nav: ['Roads and transport', 'Bins and recycling', 'Planning', 'Council tax', 'Business', 'News'],
  footer: [
    ['Contact', 'Report a problem', 'Opening times', 'Complaints'],
    ['Council', 'Councillors', 'Meetings', 'Jobs', 'Accessibility statement'],
  ],
  legal: 'Eastfield City Council',
};

export const LUMEN: Site = {
  name: 'Lumen Health',
  domain: 'www.lumenhealth.example',
  nav: ['For patients', 'For clinics', 'Plans', 'Research', 'About', 'Help'],
  footer: [
    ['Company', 'About', 'Leadership', 'Careers', 'Press'],
    ['Legal', 'Privacy policy', 'Terms of use', 'Cookie policy', 'Security'],
  ],
  legal: 'Lumen Health Inc.',
};

export const KESTREL: Site = {
  name: 'Kestrel Conferences',
  domain: 'www.kestrelconf.example',
  nav: ['Events', 'Speakers', 'Venues', 'Sponsors', 'Tickets', 'About'],
  footer: [
    ['Attend', 'Tickets', 'Travel and hotels', 'Code of conduct', 'FAQ'],
    ['Company', 'About', 'Team', 'Careers', 'Contact'],
  ],
  legal: 'Kestrel Conferences B.V.',
};

export const MERIDIAN: Site = {
  name: 'The Meridian Post',
  domain: 'www.meridianpost.example',
  nav: ['World', 'Business', 'Technology', 'Science', 'Opinion', 'Corrections'],
  footer: [
    ['About', 'Our journalism', 'Standards and ethics', 'Corrections', 'Contact the newsroom'],
    ['Subscribe', 'Digital', 'Print', 'Gift', 'Newsletters'],
  ],
  legal: 'Meridian Media Group',
};

export const FINAGENCY: Site = {
  name: 'Financial Markets Authority',
  domain: 'www.fma.example',
  nav: ['Consumers', 'Firms', 'Rules and guidance', 'Enforcement', 'Publications', 'News'],
  footer: [
    ['About', 'Who we are', 'Board', 'Careers', 'Contact'],
    ['Publications', 'Consultations', 'Policy statements', 'Annual report', 'Data'],
  ],
  legal: 'Financial Markets Authority',
};
