import type { Site } from '../pages';

/** The made-up organisations of the third held-out set: sectors and names found in no other set. */
export const TIDEWAY_WATER: Site = {
  name: 'Tideway Water',
  domain: 'www.tidewaywater.example',
  nav: ['Your account', 'Bills and payments', 'Supply and leaks', 'Moving home', 'Business customers', 'About us'],
  footer: [
    ['Help', 'Contact us', 'Report a leak', 'Priority services register', 'Complaints'],
    ['About us', 'Our performance', 'Board and executive team', 'Careers', 'Media centre'],
  ],
  legal: 'Tideway Water Services Ltd, registered in England no. 04417720',
};

export const ALDERGROVE_INSURANCE: Site = {
  name: 'Aldergrove Mutual',
  domain: 'www.aldergrovemutual.example',
  nav: ['Car insurance', 'Home insurance', 'Travel insurance', 'Pet insurance', 'Make a claim', 'Help'],
  footer: [
    ['Policies', 'Policy documents', 'Insurance product information', 'Renewals', 'Cancel a policy'],
    ['Company', 'About the mutual', 'Members\u2019 AGM', 'Careers', 'Complaints'],
  ],
  legal: 'Aldergrove Mutual Insurance Society Ltd. Authorised by the Prudential Regulation Authority',
};

export const KINGSBRIDGE_UNI: Site = {
  name: 'University of Kingsbridge',
  domain: 'www.kingsbridge.ac.example',
  nav: ['Study', 'Research', 'International', 'Alumni', 'Library', 'About'],
  footer: [
    ['Students', 'Term dates', 'Student hub', 'Accommodation', 'Wellbeing'],
    ['University', 'Governance', 'Vacancies', 'Freedom of information', 'Data protection'],
  ],
  legal: 'University of Kingsbridge, an exempt charity',
};

export const CORVID_FREIGHT: Site = {
  name: 'Corvid Freight',
  domain: 'www.corvidfreight.example',
  nav: ['Ocean', 'Air', 'Road', 'Customs', 'Tracking', 'Developers'],
  footer: [
    ['Shipping', 'Schedules', 'Surcharges', 'Dangerous goods', 'Incoterms guide'],
    ['Company', 'About Corvid', 'Sustainability', 'Careers', 'Investors'],
  ],
  legal: 'Corvid Freight A/S, Aarhus',
};

export const METROLINK: Site = {
  name: 'Greater Vale Transport',
  domain: 'www.gvtransport.example',
  nav: ['Plan a journey', 'Tickets and fares', 'Service updates', 'Maps', 'Accessibility', 'Contact'],
  footer: [
    ['Travel', 'Bus', 'Tram', 'Rail', 'Park and ride'],
    ['About', 'Board meetings', 'Consultations', 'Jobs', 'Lost property'],
  ],
  legal: 'Greater Vale Transport Executive',
};

export const ORRIN_PHARMA: Site = {
  name: 'Orrin Therapeutics',
  domain: 'www.orrin-tx.example',
  nav: ['Medicines', 'Pipeline', 'Healthcare professionals', 'Patients', 'Investors', 'Careers'],
  footer: [
    ['Medicines', 'Product information', 'Safety information', 'Report a side effect', 'Medical enquiries'],
    ['Company', 'Leadership', 'Responsibility', 'News', 'Contact'],
  ],
  legal: 'Orrin Therapeutics plc',
};

export const PELLSTON_TELECOM: Site = {
  name: 'Pellston Mobile',
  domain: 'www.pellston.example',
  nav: ['Phones', 'SIM only', 'Broadband', 'Roaming', 'Network status', 'Help'],
  footer: [
    ['Help', 'Coverage checker', 'Network status', 'Unlock your phone', 'Accessibility'],
    ['Legal', 'Terms and conditions', 'Price guide', 'Privacy', 'Code of practice'],
  ],
  legal: 'Pellston Mobile Communications Ltd',
};

export const ROWING_FED: Site = {
  name: 'National Rowing Federation',
  domain: 'www.rowingfederation.example',
  nav: ['Compete', 'Clubs', 'Coaching', 'Safety', 'Team', 'About'],
  footer: [
    ['Compete', 'Regatta calendar', 'Rules of racing', 'Rankings', 'Anti-doping'],
    ['Federation', 'Board', 'Staff', 'Annual report', 'Vacancies'],
  ],
  legal: 'National Rowing Federation, a company limited by guarantee',
};

export const HALVERN_MUSEUM: Site = {
  name: 'Halvern Museum of Science',
  domain: 'www.halvernmuseum.example',
  nav: ['Visit', 'Exhibitions', 'Events', 'Schools', 'Membership', 'Shop'],
  footer: [
    ['Visit', 'Opening hours', 'Getting here', 'Accessibility', 'Cafe'],
    ['About', 'Trustees', 'Jobs', 'Press', 'Support us'],
  ],
  legal: 'Halvern Museum of Science Trust, registered charity 1093342',
};

export const LARCH_FOUNDATION: Site = {
  name: 'Larch Software Foundation',
  domain: 'www.larch.example',
  nav: ['Projects', 'Downloads', 'Documentation', 'Community', 'Security', 'Foundation'],
  footer: [
    ['Community', 'Mailing lists', 'Code of conduct', 'Contributor guide', 'Forum'],
    ['Foundation', 'Board of directors', 'Sponsors', 'Trademark policy', 'Jobs'],
  ],
  legal: 'Larch Software Foundation, a 501(c)(6) non-profit',
};

export const SPOKE_AND_CHAIN: Site = {
  name: 'Spoke & Chain Cycles',
  domain: 'www.spokeandchain.example',
  nav: ['Road bikes', 'Gravel', 'E-bikes', 'Components', 'Workshop', 'Outlet'],
  footer: [
    ['Customer care', 'Delivery', 'Returns', 'Cycle to work', 'Finance'],
    ['Shop', 'Store locator', 'Gift cards', 'Trade accounts', 'Blog'],
  ],
  legal: 'Spoke & Chain Cycles Ltd',
};

export const FENWICK_BANK: Site = {
  name: 'Fenwick Building Society',
  domain: 'www.fenwickbs.example',
  nav: ['Savings', 'Mortgages', 'Current account', 'Branches', 'Support', 'About us'],
  footer: [
    ['Support', 'Contact us', 'Bereavement', 'Financial difficulty', 'Scams'],
    ['About us', 'Our board', 'Results', 'Careers', 'Tariff of charges'],
  ],
  legal: 'Fenwick Building Society. Authorised by the Prudential Regulation Authority, FRN 156012',
};

export const BRANCASTER_COUNCIL: Site = {
  name: 'Brancaster District Council',
  domain: 'www.brancaster.gov.example',
  nav: ['Housing', 'Waste', 'Planning', 'Business and procurement', 'Parking', 'Your council'],
  footer: [
    ['Contact', 'Customer service centre', 'Report it', 'Pay it', 'Complaints'],
    ['Your council', 'Councillors', 'Committee meetings', 'Transparency data', 'Jobs'],
  ],
  legal: 'Brancaster District Council',
};
