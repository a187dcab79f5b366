import type { Site } from '../pages';

/** The made-up organisations of the sixth held-out set: sectors and names found in no other set. */
export const POSTWREN: Site = {
  name: 'Postwren',
  domain: 'www.postwren.example',
  nav: ['Product', 'Templates', 'Pricing', 'Integrations', 'Resources', 'Changelog'],
  footer: [
    ['Product', 'Email campaigns', 'Automations', 'Landing pages', 'SMS add-on'],
    ['Company', 'About', 'Careers', 'Press', 'Contact sales'],
  ],
  legal: 'Postwren Inc., 410 Townsend St, San Francisco, CA 94107',
};

export const OAKHOLLOW: Site = {
  name: 'Oakhollow Furniture',
  domain: 'www.oakhollow.example',
  nav: ['Sofas', 'Beds', 'Dining', 'Storage', 'Outdoor', 'Sale'],
  footer: [
    ['Help', 'Delivery', 'Returns', 'Care guides', 'Track my order'],
    ['Oakhollow', 'Showrooms', 'Our makers', 'Careers', 'Trade programme'],
  ],
  legal: 'Oakhollow Furniture Ltd, Unit 4 Riverside Park, Leicester LE2 7QS',
};

export const EDGEWIRE: Site = {
  name: 'Edgewire CDN',
  domain: 'status.edgewire.example',
  nav: ['Status', 'Incident history', 'Maintenance', 'Subscribe to updates'],
  footer: [['Edgewire', 'Website', 'Support', 'Docs', 'Security']],
  legal: 'Edgewire Networks, Inc.',
};

export const SIGNETRY: Site = {
  name: 'Signetry',
  domain: 'www.signetry.example',
  nav: ['eSignature', 'Workflows', 'Pricing', 'Trust', 'Legal', 'Help'],
  footer: [
    ['Legal', 'Terms of service', 'Data processing addendum', 'Sub-processors', 'Acceptable use'],
    ['Company', 'About', 'Careers', 'Newsroom'],
  ],
  legal: 'Signetry B.V., Keizersgracht 221, 1016 DV Amsterdam',
};

export const CREWLINE: Site = {
  name: 'Crewline HR',
  domain: 'trust.crewline.example',
  nav: ['Platform', 'Payroll', 'Time off', 'Trust centre', 'Legal'],
  footer: [['Trust', 'Security', 'Privacy notice', 'Sub-processors', 'Cookie notice']],
  legal: 'Crewline HR Ltd, 22 St Andrew Square, Edinburgh EH2 1BB',
};

export const CRO: Site = {
  name: 'Communications Regulatory Office',
  domain: 'www.cro-telecom.example',
  nav: ['Consumers', 'Industry', 'Spectrum', 'Consultations', 'Decisions', 'Press'],
  footer: [['About', 'Board', 'Annual plan', 'Freedom of information', 'Contact']],
  legal: 'Communications Regulatory Office / Office de régulation des communications',
};

export const INKWELL: Site = {
  name: 'Inkwell Notes',
  domain: 'inkwellnotes.example',
  nav: ['Download', 'Features', 'Sync', 'Release notes', 'Help'],
  footer: [['Inkwell', 'Blog', 'Roadmap', 'Privacy', 'Contact']],
  legal: 'Inkwell Labs SAS, 12 rue de la Paix, 75002 Paris',
};

export const FERNHOLT: Site = {
  name: 'Fernholt Robotics',
  domain: 'careers.fernholt.example',
  nav: ['Open roles', 'Life at Fernholt', 'Teams', 'Students', 'FAQ'],
  footer: [['Fernholt', 'Company', 'Newsroom', 'Privacy notice for applicants']],
  legal: 'Fernholt Robotics GmbH, Leopoldstraße 180, 80804 München',
};

export const QUARRYSTONE: Site = {
  name: 'Quarrystone Semiconductor',
  domain: 'ir.quarrystone.example',
  nav: ['Overview', 'Financials', 'Events', 'Governance', 'Leadership', 'Stock info'],
  footer: [['Investors', 'SEC filings', 'Email alerts', 'Contact IR']],
  legal: 'Quarrystone Semiconductor Corp., 2200 Mission College Blvd, Santa Clara, CA',
};

export const AGRIEXPO: Site = {
  name: 'AgriTech Expo Rotterdam',
  domain: 'www.agritech-expo.example',
  nav: ['Visit', 'Exhibit', 'Programme', 'Speakers', 'Tickets', 'Venue'],
  footer: [['Expo', 'Floor plan', 'Press', 'Code of conduct', 'Contact']],
  legal: 'Agri Events Europe B.V., Ahoy Rotterdam',
};

export const VOLTARA: Site = {
  name: 'Voltara Charging',
  domain: 'news.voltara.example',
  nav: ['Newsroom', 'Press releases', 'Media kit', 'Network map', 'Contact'],
  footer: [['Voltara', 'Drivers', 'Fleets', 'Hosts', 'Investors']],
  legal: 'Voltara Charging S.L., Paseo de la Castellana 95, 28046 Madrid',
};

export const SENDWISE: Site = {
  name: 'Sendwise Money Transfer',
  domain: 'www.sendwise.example',
  nav: ['Send money', 'Fees', 'Exchange rates', 'Business', 'Help'],
  footer: [['Legal', 'Fees and limits', 'Terms', 'Complaints', 'Licences']],
  legal: 'Sendwise Payments Ltd, regulated as an authorised payment institution',
};

export const BRAEWATER: Site = {
  name: 'Braewater',
  domain: 'www.braewater.example',
  nav: ['Your account', 'Water supply', 'Wastewater', 'Service updates', 'Help'],
  footer: [['Help', 'Report a leak', 'Pay your bill', 'Priority services', 'Complaints']],
  legal: 'Braewater Utilities plc, Braewater House, Harrogate HG1 1AA',
};

export const CARTOGRID: Site = {
  name: 'Cartogrid Maps Platform',
  domain: 'developers.cartogrid.example',
  nav: ['Docs', 'API reference', 'SDKs', 'Deprecations', 'Pricing', 'Support'],
  footer: [['Developers', 'Status', 'Changelog', 'Terms of service']],
  legal: 'Cartogrid Inc.',
};

export const KINGSMERE: Site = {
  name: 'Kingsmere Hospitals NHS Trust — Procurement',
  domain: 'procurement.kingsmere.example',
  nav: ['Opportunities', 'Awarded contracts', 'Supplier guidance', 'Contact'],
  footer: [['Procurement', 'Pipeline', 'Modern slavery statement', 'Social value']],
  legal: 'Kingsmere Hospitals NHS Trust',
};
