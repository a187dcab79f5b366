import type { Site } from '../pages';

/** The made-up organisations of the fifth held-out set: sectors and names found in no other set. */
export const BAZARRO: Site = {
  name: 'Bazarro Marketplace',
  domain: 'sellers.bazarro.example',
  nav: ['Start selling', 'Fees', 'Fulfilment', 'Advertising', 'Seller university', 'Help'],
  footer: [
    ['Sellers', 'Fee calculator', 'Category rules', 'Seller protection', 'Payout schedule'],
    ['Bazarro', 'About', 'Investors', 'Careers', 'Press'],
  ],
  legal: 'Bazarro Commerce Pvt. Ltd., Bengaluru, and Bazarro UK Ltd, Manchester',
};

export const CRESCENDO: Site = {
  name: 'Crescendo Music',
  domain: 'www.crescendo-music.example',
  nav: ['Guitars', 'Keys', 'Drums', 'Studio', 'Used gear', 'Stores'],
  footer: [
    ['Help', 'Delivery', 'Returns', 'Finance', 'Warranty'],
    ['Crescendo', 'Our stores', 'Lessons', 'Careers', 'Contact'],
  ],
  legal: 'Crescendo Music Retail Ltd, 14 Tenter Street, Sheffield S1 4BY',
};

export const FOTOLUX: Site = {
  name: 'Fotolux',
  domain: 'shop.fotolux.example',
  nav: ['Kameras', 'Objektive', 'Zubehör', 'Gebraucht', 'Service', 'Filialen'],
  footer: [
    ['Hilfe', 'Versand', 'Rückgabe', 'Garantie', 'Kontakt'],
    ['Fotolux', 'Über uns', 'Karriere', 'Impressum', 'Datenschutz'],
  ],
  legal: 'Fotolux Handels GmbH, Hamburg',
};

export const TILLPOINT: Site = {
  name: 'Tillpoint Payments',
  domain: 'status.tillpoint.example',
  nav: ['Current status', 'History', 'Scheduled maintenance', 'Subscribe', 'Developers'],
  footer: [
    ['Products', 'Card acquiring', 'Payouts', 'Terminals', 'Payment links'],
    ['Support', 'Help centre', 'Contact', 'Security'],
  ],
  legal: 'Tillpoint Payments Ltd, an authorised electronic money institution',
};

export const HALCYON: Site = {
  name: 'Halcyon Mutual',
  domain: 'www.halcyonmutual.example',
  nav: ['Home insurance', 'Car insurance', 'Travel insurance', 'Make a claim', 'Policy documents', 'Help'],
  footer: [
    ['Customers', 'Policy documents', 'Complaints', 'Vulnerable customers', 'Fraud'],
    ['About', 'Members', 'Annual report', 'Careers'],
  ],
  legal: 'Halcyon Mutual Insurance Society Limited, Norwich',
};

export const ORCHARD: Site = {
  name: 'Orchard App Market',
  domain: 'developer.orchardapps.example',
  nav: ['Develop', 'Distribute', 'Guidelines', 'Payments', 'News', 'Account'],
  footer: [
    ['Distribute', 'Review guidelines', 'Developer agreement', 'Age ratings', 'Appeals'],
    ['Support', 'Forums', 'Contact', 'System status'],
  ],
  legal: 'Orchard Software Inc., Cupertino Heights, California',
};

export const PULSEWISE: Site = {
  name: 'Pulsewise',
  domain: 'www.pulsewise.example',
  nav: ['App', 'Wearables', 'Premium', 'For employers', 'Blog', 'Help'],
  footer: [
    ['Legal', 'Privacy policy', 'Terms', 'Cookie policy', 'Health data notice'],
    ['Company', 'About', 'Careers', 'Press'],
  ],
  legal: 'Pulsewise Oy, Helsinki',
};

export const MEDIVALE: Site = {
  name: 'Medivale Pharmaceuticals',
  domain: 'www.medivale.example',
  nav: ['Products', 'Healthcare professionals', 'Patients', 'Safety', 'Investors', 'About'],
  footer: [
    ['Safety', 'Report a side effect', 'Product recalls', 'Medical information'],
    ['Company', 'About', 'Careers', 'Media'],
  ],
  legal: 'Medivale Pharmaceuticals plc, Cambridge',
};

export const IRONCLIFF: Site = {
  name: 'Ironcliff Resources',
  domain: 'www.ironcliff.example',
  nav: ['About', 'Operations', 'Sustainability', 'Investors', 'Media', 'Careers'],
  footer: [
    ['Investors', 'Annual reports', 'ASX announcements', 'Share price', 'Corporate governance'],
    ['Contact', 'Perth head office', 'Site offices', 'Media enquiries'],
  ],
  legal: 'Ironcliff Resources Limited ABN 12 345 678 901, Level 9, 225 St Georges Terrace, Perth WA 6000',
};

export const THORNBURY: Site = {
  name: 'Thornbury University',
  domain: 'www.thornbury.ac.example',
  nav: ['Study', 'Research', 'International', 'Campus life', 'Jobs', 'About'],
  footer: [
    ['Study', 'Undergraduate', 'Postgraduate', 'Fees and funding', 'Open days'],
    ['University', 'Jobs', 'News', 'Governance', 'Contact'],
  ],
  legal: 'Thornbury University, Kingsholm Road, Thornbury. Registered charity 1140022',
};

export const WESTMARCH_COURTS: Site = {
  name: 'Westmarch Courts and Tribunals Service',
  domain: 'www.westmarch-courts.gov.example',
  nav: ['Hearing lists', 'Find a court', 'Fees', 'Forms', 'Jury service', 'Contact'],
  footer: [
    ['Courts', 'Crown Court', 'County Court', 'Magistrates', 'Tribunals'],
    ['Help', 'Accessibility', 'Welsh language', 'Complaints'],
  ],
  legal: 'Westmarch Courts and Tribunals Service',
};

export const VELTRO: Site = {
  name: 'Veltro Mobile',
  domain: 'www.veltro-mobile.example',
  nav: ['Phones', 'SIM only', 'Broadband', 'Roaming', 'Business', 'Help'],
  footer: [
    ['Help', 'Roaming', 'Coverage checker', 'Price guide', 'Fair use policy'],
    ['Veltro', 'About', 'Careers', 'Newsroom'],
  ],
  legal: 'Veltro Mobile Ltd, 2 Canal Wharf, Leeds LS11 5PS',
};

export const FENWICK: Site = {
  name: 'Fenwick Energy',
  domain: 'www.fenwick-energy.example',
  nav: ['Tariffs', 'Smart meters', 'Power cuts', 'Moving home', 'Business', 'Help'],
  footer: [
    ['Help', 'Power cuts', 'Priority services', 'Complaints', 'Tariff documents'],
    ['About', 'Our fuel mix', 'Careers', 'News'],
  ],
  legal: 'Fenwick Energy Supply Ltd, Registered in England 09876543',
};

export const CALDER_TRANSIT: Site = {
  name: 'Greater Calder Transit',
  domain: 'www.caldertransit.example',
  nav: ['Plan a journey', 'Tickets', 'Service changes', 'Maps', 'Accessibility', 'Contact'],
  footer: [
    ['Travel', 'Bus', 'Tram', 'Rail', 'Park and ride'],
    ['About', 'Board meetings', 'Careers', 'Lost property'],
  ],
  legal: 'Greater Calder Transit Authority',
};

export const COASTAL_MUSEUM: Site = {
  name: 'Musée de l’Histoire Côtière / Museum of Coastal History',
  domain: 'www.musee-cotier.example',
  nav: ['Visiter', 'Expositions', 'Billets', 'Groupes', 'Collections', 'English'],
  footer: [
    ['Visit', 'Opening hours', 'Getting here', 'Accessibility', 'Café'],
    ['Le musée', 'Presse', 'Recrutement', 'Mécénat'],
  ],
  legal: 'Musée de l’Histoire Côtière, 3 quai des Pêcheurs, 17000 La Rochelle',
};

export const PAYSTREAM: Site = {
  name: 'Paystream',
  domain: 'developers.paystream.example',
  nav: ['Guides', 'API reference', 'Tax tables', 'SDKs', 'Changelog', 'Support'],
  footer: [
    ['Developers', 'API status', 'Webhooks', 'Sandbox', 'Rate limits'],
    ['Paystream', 'About', 'Security', 'Careers'],
  ],
  legal: 'Paystream Payroll Technologies Inc., Toronto',
};

export const ARTS_COUNCIL: Site = {
  name: 'Arts Council of Vellmark',
  domain: 'www.artsvellmark.example',
  nav: ['Funding', 'Our investment', 'Research', 'News', 'About us', 'Contact'],
  footer: [
    ['Funding', 'Open programmes', 'Closed programmes', 'How to apply', 'Decisions'],
    ['About us', 'Council members', 'Jobs', 'Accessibility'],
  ],
  legal: 'Arts Council of Vellmark, a non-departmental public body',
};

export const STANDARDS_BODY: Site = {
  name: 'International Fastener Standards Council',
  domain: 'www.ifsc-standards.example',
  nav: ['Standards', 'Drafts for comment', 'Committees', 'Membership', 'Store', 'News'],
  footer: [
    ['Standards', 'Catalogue', 'Withdrawn standards', 'Corrigenda', 'Licensing'],
    ['IFSC', 'Governance', 'Members', 'Contact'],
  ],
  legal: 'International Fastener Standards Council, Geneva',
};

export const WAYFARER: Site = {
  name: 'Wayfarer Browser',
  domain: 'www.wayfarer-browser.example',
  nav: ['Download', 'Features', 'Release notes', 'Enterprise', 'Security', 'Support'],
  footer: [['Wayfarer', 'Release notes', 'Security advisories', 'Enterprise policies']],
  legal: 'Wayfarer Foundation',
};
