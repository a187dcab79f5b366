import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { MARLOW } from './sites';

const PRIVACY = `    <h1>Children’s privacy notice</h1>
    <p>Marlow Reading Club is a reading app for children aged 4 to 11. This notice explains what we collect when your child reads with Marlow, and what we do with it. It is written for parents, carers and schools.</p>
    <h2>What we collect</h2>
    <ul>
      <li>Your child’s first name, year group and reading level</li>
      <li>Which books they read, for how long, and their quiz answers</li>
      <li>Voice recordings when your child uses read-aloud practice</li>
      <li>Device type and app version, for troubleshooting</li>
    </ul>
    <h2>How long we keep it</h2>
    <p>Voice recordings are deleted automatically after 30 days. Reading history is kept while the account is active and deleted 12 months after the last sign-in.</p>
    <h2>Who we share it with</h2>
    <p>We never sell children’s data and we do not show advertising in the app. We share data only with:</p>
    <ul class="recipients">
      <li>Hostwell Cloud (EU hosting)</li>
      <li>Speechly Labs (speech recognition for read-aloud practice; recordings are not kept by them)</li>
      <li>Your child’s school, if the account was set up by a school</li>
    </ul>
    <h2>Cookies</h2>
    <p>The app uses only strictly necessary cookies to keep your child signed in.</p>
    <h2>Contact</h2>
    <p>Our data protection officer is Helen Achterberg: privacy@marlowreading.example, Marlow Learning Ltd, 14 Quay Street, Bristol BS1 4DB.</p>`;

const privacyPage = {
  pageClass: 'privacy' as const,
  kind: 'html' as const,
  path: '/legal/childrens-privacy',
  render: htmlPage(MARLOW, 'Children’s privacy notice'),
  content: PRIVACY,
};

export const privacyCases: EvalCase[] = [
  ...casesOf(privacyPage, [
    {
      id: 'h2-privacy-kids-ad-partner',
      label: 'alert',
      intent: 'im a parent. does marlow pass my kid’s info to advertisers or anyone new? tell me if that changes {url}',
      edit: 'new recipient: an advertising measurement partner; “no advertising” sentence softened',
      changes: [
        [
          'We never sell children’s data and we do not show advertising in the app.',
          'We never sell children’s data. We show family-friendly promotions for Marlow partner publishers in the app.',
        ],
        [
          '<li>Your child’s school, if the account was set up by a school</li>',
          '<li>Your child’s school, if the account was set up by a school</li>\n      <li>Brightwave Measurement (measuring how often partner promotions are seen, using a device identifier)</li>',
        ],
      ],
    },
    {
      id: 'h2-privacy-kids-voice-retention',
      label: 'alert',
      intent: 'How long does Marlow hang on to recordings of children reading aloud? Let me know if that period changes. {url}',
      edit: 'voice recordings kept 30 days → 12 months “to improve speech recognition”',
      changes: [
        [
          'Voice recordings are deleted automatically after 30 days.',
          'Voice recordings are kept for 12 months to improve our speech recognition, then deleted.',
        ],
      ],
    },
    {
      id: 'h2-privacy-kids-dpo-only-cookies',
      label: 'off-topic',
      intent:
        'For our school’s data register we only need Marlow’s data protection officer and their contact details. Tell me if those change on {url}; the rest of the notice is reviewed separately.',
      businessContext: 'Data lead for a primary school that uses Marlow with 240 pupils.',
      edit: 'cookies section: analytics cookies added (DPO unchanged)',
      changes: [
        [
          'The app uses only strictly necessary cookies to keep your child signed in.',
          'The app uses strictly necessary cookies to keep your child signed in and, with a parent’s consent, analytics cookies to understand which features are used.',
        ],
      ],
    },
    {
      id: 'h2-privacy-kids-reviewed-stamp',
      label: 'noise',
      intent: 'Any edit to Marlow’s children’s privacy notice: {url}',
      edit: 'only the “page last checked” stamp moves',
      setup: [
        [
          '<h1>Children’s privacy notice</h1>',
          '<h1>Children’s privacy notice</h1>\n    <p class="checked">Page last checked {{date}}, {{time}}</p>',
        ],
      ],
      changes: [],
    },
  ]),
];
