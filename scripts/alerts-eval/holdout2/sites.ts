import type { Site } from '../pages';

/**
 * The made-up organisations of the second held-out set: none of them appears in scripts/alerts-eval/cases
 * or scripts/alerts-eval/holdout.
 */
export const KILNWORKS: Site = {
  name: 'Kilnworks GPU Cloud',
  domain: 'www.kilnworks.example',
  nav: ['GPU instances', 'Clusters', 'Pricing', 'Docs', 'Status', 'Sign up'],
  footer: [
    ['Platform', 'On-demand GPUs', 'Reserved clusters', 'Object storage', 'Notebooks'],
    ['Company', 'About', 'Careers', 'Security', 'Contact sales'],
  ],
  legal: 'Kilnworks Compute Ltd, Reykjavík',
};

export const SALTMARSH: Site = {
  name: 'The Saltmarsh Hotel',
  domain: 'www.saltmarshhotel.example',
  nav: ['Rooms', 'Dining', 'Spa', 'Offers', 'Meetings', 'Book now'],
  footer: [
    ['Stay', 'Rooms and suites', 'Dog-friendly stays', 'Gift vouchers', 'Getting here'],
    ['Hotel', 'About', 'Sustainability', 'Work with us', 'Contact'],
  ],
  legal: 'Saltmarsh Hospitality Ltd, Aldeburgh, Suffolk',
};

export const SPOKEHAUS: Site = {
  name: 'Spokehaus Cycles',
  domain: 'www.spokehaus.example',
  nav: ['E-bikes', 'Mountain', 'Road', 'Gravel', 'Parts', 'Workshop'],
  footer: [
    ['Help', 'Delivery', 'Cycle to Work', 'Finance', 'Returns'],
    ['Spokehaus', 'Our shops', 'Test rides', 'Jobs', 'Contact'],
  ],
  legal: 'Spokehaus Cycles Ltd, Kendal, Cumbria',
};

export const TESSELLATE: Site = {
  name: 'Tessellate Maps',
  domain: 'docs.tessellate.example',
  nav: ['Guides', 'API reference', 'SDKs', 'Playground', 'Pricing', 'Status'],
  footer: [
    ['Developers', 'API reference', 'SDKs', 'Changelog', 'Support'],
    ['Company', 'About', 'Attribution', 'Terms', 'Privacy'],
  ],
  legal: 'Tessellate Mapping Inc., Denver, Colorado',
};

export const BEACON: Site = {
  name: 'Beacon Mutual',
  domain: 'www.beaconmutual.example',
  nav: ['Home insurance', 'Car insurance', 'Make a claim', 'Members', 'Help'],
  footer: [['About', 'Our board', 'Annual report', 'Complaints', 'Careers']],
  legal: 'Beacon Mutual Insurance Society Limited',
};

export const FLYNORTH: Site = {
  name: 'FlyNorth',
  domain: 'www.flynorth.example',
  nav: ['Book', 'Manage booking', 'Check in', 'Flight status', 'Destinations', 'Help'],
  footer: [
    ['Travel info', 'Baggage', 'Conditions of carriage', 'Special assistance', 'Timetables'],
    ['FlyNorth', 'About us', 'Careers', 'Press', 'Contact'],
  ],
  legal: 'FlyNorth Airways Ltd, Aberdeen',
};

export const MARLOW: Site = {
  name: 'Marlow Reading Club',
  domain: 'www.marlowreading.example',
  nav: ['For families', 'For schools', 'Books', 'Pricing', 'Help'],
  footer: [
    ['Marlow', 'About', 'Safeguarding', 'Careers', 'Contact'],
    ['Legal', 'Privacy notice', 'Children’s privacy', 'Terms', 'Cookies'],
  ],
  legal: 'Marlow Learning Ltd, Bristol',
};

export const NORLAND_MIGRATION: Site = {
  name: 'Norland Migration Service',
  domain: 'www.migration.norland.example',
  nav: ['Visit', 'Work', 'Study', 'Family', 'Citizenship', 'Fees'],
  footer: [
    ['Services', 'Apply online', 'Track an application', 'Find a visa centre', 'Contact'],
    ['About', 'Statistics', 'Policy papers', 'Accessibility'],
  ],
  legal: 'Norland Migration Service, an agency of the Ministry of the Interior',
};

export const ASHGROVE: Site = {
  name: 'Ashgrove University',
  domain: 'www.ashgrove.ac.example',
  nav: ['Study', 'Research', 'International', 'Fees and funding', 'About', 'News'],
  footer: [
    ['Study', 'Undergraduate', 'Postgraduate', 'Scholarships', 'Open days'],
    ['University', 'Leadership and governance', 'Council', 'Jobs', 'Contact'],
  ],
  legal: 'Ashgrove University, a registered charity',
};

export const STALDRIC: Site = {
  name: 'St Aldric’s Hospitals NHS Foundation Trust',
  domain: 'www.staldrics.nhs.example',
  nav: ['Our hospitals', 'Patients and visitors', 'Services', 'Work for us', 'About us'],
  footer: [
    ['Work for us', 'Current vacancies', 'Nursing and midwifery', 'Medical staff', 'Staff bank'],
    ['About us', 'Board of directors', 'Freedom of information', 'Contact'],
  ],
  legal: 'St Aldric’s Hospitals NHS Foundation Trust',
};

export const PENNINE: Site = {
  name: 'Pennine Vale Primary School',
  domain: 'www.penninevale.sch.example',
  nav: ['About us', 'Parents', 'Curriculum', 'Term dates', 'Clubs', 'Contact'],
  footer: [['Parents', 'Term dates', 'Lunch menu', 'Uniform', 'Absence reporting']],
  legal: 'Pennine Vale Primary School, part of the Calder Moor Learning Trust',
};

export const HARLOW: Site = {
  name: 'Harlow Maritime Museum',
  domain: 'www.harlowmaritime.example',
  nav: ['Visit', 'Exhibitions', 'What’s on', 'Schools', 'Collections', 'Support us'],
  footer: [
    ['Visit', 'Opening hours', 'Prices', 'Getting here', 'Access'],
    ['Museum', 'About', 'Press', 'Volunteering', 'Contact'],
  ],
  legal: 'Harlow Maritime Museum Trust, registered charity 1094412',
};

export const WYVERN: Site = {
  name: 'Wyvern Radio News',
  domain: 'news.wyvernradio.example',
  nav: ['Local', 'Politics', 'Travel', 'Weather', 'Sport', 'Listen live'],
  footer: [['Wyvern Radio', 'About us', 'Editorial complaints', 'Corrections', 'Contact the newsdesk']],
  legal: 'Wyvern Community Radio CIC',
};

export const BANK_OF_AVALON: Site = {
  name: 'Bank of Avalon',
  domain: 'www.bankofavalon.example',
  nav: ['Monetary policy', 'Financial stability', 'Banknotes', 'Statistics', 'Research', 'News'],
  footer: [
    ['Monetary policy', 'Bank Rate', 'Monetary Policy Committee', 'Inflation report'],
    ['About', 'Governance', 'Careers', 'Contact'],
  ],
  legal: 'Bank of Avalon',
};

export const PARCELWISE: Site = {
  name: 'Parcelwise Freight',
  domain: 'www.parcelwise.example',
  nav: ['Send', 'Track', 'Business', 'Rates and surcharges', 'Help'],
  footer: [
    ['Business', 'Open an account', 'Integrations', 'Surcharges', 'Service updates'],
    ['Parcelwise', 'About', 'Sustainability', 'Careers'],
  ],
  legal: 'Parcelwise Freight Ltd',
};
