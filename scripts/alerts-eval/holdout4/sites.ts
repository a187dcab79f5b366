import type { Site } from '../pages';

/** The made-up organisations of the fourth held-out set: sectors and names found in no other set. */
export const QUILLFEATHER: Site = {
  name: 'Quillfeather Analytics',
  domain: 'www.quillfeather.example',
  nav: ['Product', 'Solutions', 'Pricing', 'Developers', 'Changelog', 'Customers'],
  footer: [
    ['Product', 'Dashboards', 'Data connectors', 'Embedded analytics', 'Security and compliance'],
    ['Company', 'About', 'Careers', 'Partners', 'Contact sales'],
    ['Resources', 'Docs', 'API reference', 'Community forum', 'Status'],
  ],
  legal: 'Quillfeather Analytics, Inc., Austin, Texas',
};

export const STRATUSFORGE: Site = {
  name: 'StratusForge Cloud',
  domain: 'status.stratusforge.example',
  nav: ['Status', 'Incident history', 'Maintenance', 'Subscribe', 'Support'],
  footer: [
    ['Platform', 'Compute', 'Object storage', 'Managed Postgres', 'Edge network'],
    ['Help', 'Support center', 'SLA', 'Contact'],
  ],
  legal: 'StratusForge Cloud Inc.',
};

export const CORIANDER_AIR: Site = {
  name: 'Coriander Air',
  domain: 'www.corianderair.example',
  nav: ['Book', 'Manage booking', 'Check in', 'Flight status', 'Baggage', 'Loyalty'],
  footer: [
    ['Travel info', 'Baggage allowance', 'Special assistance', 'Conditions of carriage', 'Travel documents'],
    ['About', 'Our fleet', 'Newsroom', 'Careers', 'Investor relations'],
  ],
  legal: 'Coriander Air Ltd, Dublin. Air operator certificate IE-27',
};

export const ST_AUBYN: Site = {
  name: 'St Aubyn Health Network',
  domain: 'www.staubynhealth.example',
  nav: ['Find a doctor', 'Locations', 'Patients and visitors', 'Billing', 'Research', 'About us'],
  footer: [
    ['Patients', 'Patient portal', 'Pay a bill', 'Medical records', 'Interpreter services'],
    ['About us', 'Leadership', 'Board of trustees', 'Careers', 'News'],
  ],
  legal: 'St Aubyn Health Network, a nonprofit health system',
};

export const MAPLE_RIDGE_USD: Site = {
  name: 'Maple Ridge Unified School District',
  domain: 'www.mapleridgeusd.example',
  nav: ['Schools', 'Enrollment', 'Calendar', 'Board', 'Employment', 'Departments'],
  footer: [
    ['District', 'Superintendent', 'Board of Education', 'Budget and LCAP', 'Public records'],
    ['Families', 'Transportation', 'Nutrition services', 'Health services', 'Translation help'],
  ],
  legal: 'Maple Ridge Unified School District',
};

export const LEDGERLY: Site = {
  name: 'Ledgerly Exchange',
  domain: 'www.ledgerly.example',
  nav: ['Markets', 'Trade', 'Earn', 'Institutional', 'Fees', 'Support'],
  footer: [
    ['Legal', 'User agreement', 'Privacy', 'Risk disclosure', 'Licences'],
    ['Company', 'About', 'Security', 'Careers', 'Blog'],
  ],
  legal: 'Ledgerly Digital Assets Ltd, registered virtual asset service provider',
};

export const PIXEL_HARBOR: Site = {
  name: 'Pixel Harbor Games',
  domain: 'www.pixelharbor.example',
  nav: ['Games', 'Store', 'News', 'Community', 'Support', 'Jobs'],
  footer: [
    ['Games', 'Tidebreakers', 'Lantern Keep', 'Orbital Grocers'],
    ['Company', 'About the studio', 'Press kit', 'Jobs', 'Legal'],
  ],
  legal: 'Pixel Harbor Games AB, Malmö',
};

export const HOMESTEAD: Site = {
  name: 'Homestead Finder',
  domain: 'www.homesteadfinder.example',
  nav: ['Buy', 'Rent', 'Sell', 'Mortgages', 'Agents', 'News'],
  footer: [
    ['Homestead Finder', 'About', 'Editorial standards', 'Careers', 'Advertise'],
    ['Help', 'Fair housing', 'Report a listing', 'Contact'],
  ],
  legal: 'Homestead Finder Holdings LLC',
};

export const FOOD_SAFETY: Site = {
  name: 'National Food Standards Directorate',
  domain: 'www.foodstandards.gov.example',
  nav: ['Recalls and alerts', 'Business guidance', 'Hygiene ratings', 'Consumers', 'Science', 'News'],
  footer: [
    ['About', 'Our board', 'Annual report', 'Jobs', 'Contact'],
    ['Guidance', 'Allergen rules', 'Import controls', 'Labelling', 'Registration'],
  ],
  legal: 'National Food Standards Directorate',
};

export const AZURA_LINE: Site = {
  name: 'Azura Line',
  domain: 'www.azuraline.example',
  nav: ['Schedules', 'Tariffs', 'Surcharges', 'Equipment', 'Track', 'E-business'],
  footer: [
    ['Shipping', 'Reefer cargo', 'Dangerous goods', 'Local charges', 'Detention and demurrage'],
    ['Company', 'About Azura', 'Fleet', 'Careers', 'Sustainability'],
  ],
  legal: 'Azura Line S.p.A., Genoa',
};

export const GRID_AGENCY: Site = {
  name: 'European Agency for Grid Interoperability',
  domain: 'www.eagi.europa.example',
  nav: ['About', 'Calls and grants', 'Procurement', 'Publications', 'Network codes', 'Press'],
  footer: [
    ['Agency', 'Management board', 'Executive director', 'Vacancies', 'Access to documents'],
    ['Funding', 'Open calls', 'Closed calls', 'Results', 'Helpdesk'],
  ],
  legal: 'European Agency for Grid Interoperability (EAGI), Ljubljana',
};

export const COBALT_CU: Site = {
  name: 'Cobalt Federal Credit Union',
  domain: 'www.cobaltfcu.example',
  nav: ['Checking', 'Savings', 'Loans', 'Mortgages', 'Rates', 'Membership'],
  footer: [
    ['Rates', 'Savings rates', 'Loan rates', 'Mortgage rates', 'Fee schedule'],
    ['About', 'Board of directors', 'Careers', 'Branch locations', 'Contact'],
  ],
  legal: 'Cobalt Federal Credit Union. Federally insured by NCUA. Equal Housing Lender',
};

export const PORT_ALDER: Site = {
  name: 'City of Port Alder',
  domain: 'www.portalder.gov.example',
  nav: ['Residents', 'Business', 'Permits and inspections', 'Government', 'Services', 'News'],
  footer: [
    ['Permits', 'Building permits', 'Right-of-way', 'Special events', 'Inspection scheduling'],
    ['City hall', 'City council', 'Departments', 'Jobs', 'Public records requests'],
  ],
  legal: 'City of Port Alder, Washington',
};

export const CARGOBAY: Site = {
  name: 'Cargobay Registry',
  domain: 'registry.cargobay.example',
  nav: ['Packages', 'Docs', 'Blog', 'Policies', 'Status', 'Sign in'],
  footer: [
    ['Registry', 'Publishing guide', 'Security advisories', 'Acceptable use', 'Trademark'],
    ['Project', 'Governance', 'Sponsors', 'Code of conduct'],
  ],
  legal: 'Cargobay Registry Foundation',
};

export const NORTHBEAM_CONF: Site = {
  name: 'Northbeam DevSummit',
  domain: 'www.northbeamsummit.example',
  nav: ['Agenda', 'Speakers', 'Workshops', 'Venue', 'Tickets', 'Sponsor'],
  footer: [
    ['Attend', 'Tickets', 'Visa letters', 'Accessibility', 'Code of conduct'],
    ['About', 'Program committee', 'Past editions', 'Contact'],
  ],
  legal: 'Northbeam Events S.L., Valencia',
};
