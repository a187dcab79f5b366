import { casesOf, type EvalCase, type SourcePage } from '../case';
import { pdfFile } from '../pages';

const brucknerList: SourcePage = {
  pageClass: 'pricing',
  kind: 'pdf',
  path: '/downloads/preisliste-kabel-2026-q1.pdf',
  render: pdfFile('Brückner Elektrogroßhandel — Preisliste Kabel und Leitungen Q1/2026'),
  content: `<!--width:90-->
Brückner Elektrogroßhandel GmbH · Industriestraße 12 · 44147 Dortmund

Preisliste Kabel und Leitungen, gültig ab 01.01.2026. Alle Preise netto in EUR zzgl. MwSt., Kupferbasis 850,00 je 100 kg (DEL-Notiz). Preisänderungen bei Kupferschwankungen vorbehalten.

Art.-Nr. | Bezeichnung | VE | Preis je VE

10-4711 | NYM-J 3x1,5 mm² grau | Ring 100 m | 89,90

10-4712 | NYM-J 5x1,5 mm² grau | Ring 100 m | 142,50

10-4715 | NYM-J 3x2,5 mm² grau | Ring 100 m | 131,20

10-4718 | NYM-J 5x2,5 mm² grau | Ring 50 m | 109,80

10-5520 | H07V-K 1x6 mm² schwarz | Ring 100 m | 118,40

10-6101 | CAT7 S/FTP Verlegekabel LSOH | Trommel 500 m | 389,00

Mindestbestellwert 150,00. Lieferung frei Haus ab 500,00 Warenwert, darunter Frachtpauschale 14,90.`,
};

const textileList: SourcePage = {
  pageClass: 'pricing',
  kind: 'pdf',
  path: '/trade/price-list-spring-2026.pdf',
  render: pdfFile('Saanvi Textile Mills — Trade price list, Spring 2026'),
  content: `SAANVI TEXTILE MILLS PVT. LTD., Plot 44, GIDC Pandesara, Surat 394221, Gujarat

Trade price list for export and domestic buyers, Spring 2026. Prices in INR per metre, ex-mill, GST extra. Minimum order 1,000 metres per quality.

Quality code | Fabric | Width | Price per metre

SP-101 | Cotton poplin 40s x 40s, 133 x 72 | 58 inch | 142.00

SP-118 | Cotton cambric 60s x 60s | 58 inch | 168.50

SP-204 | Viscose rayon challis, 140 GSM | 56 inch | 121.00

SP-310 | Linen-cotton blend 55/45 | 57 inch | 289.00

Payment: 30% advance, balance against documents. Prices valid until 31 May 2026.`,
};

export const priceListCases: EvalCase[] = [
  ...casesOf(brucknerList, [
    {
      id: 'h7-pricelist-bruckner-nym-3x15',
      label: 'alert',
      intent: 'NYM-J 3x1,5 price at Brückner (we buy it by the ring every week) {url}',
      edit: '10-4711 NYM-J 3x1,5 89,90 → 97,40',
      changes: [['| Ring 100 m | 89,90', '| Ring 100 m | 97,40']],
    },
    {
      id: 'h7-pricelist-bruckner-5x25-not-3x15',
      label: 'off-topic',
      intent: 'NYM-J 3x1,5 price at Brückner (we buy it by the ring every week) {url}',
      edit: '10-4718 NYM-J 5x2,5 109,80 → 116,30 (another row)',
      changes: [['| Ring 50 m | 109,80', '| Ring 50 m | 116,30']],
    },
    {
      id: 'h7-pricelist-bruckner-freight',
      label: 'alert',
      intent: 'Brückner Lieferbedingungen: Mindestbestellwert und Frachtkosten {url}',
      edit: 'free delivery threshold 500,00 → 750,00',
      changes: [['Lieferung frei Haus ab 500,00 Warenwert', 'Lieferung frei Haus ab 750,00 Warenwert']],
    },
    {
      id: 'h7-pricelist-bruckner-reexport',
      label: 'noise',
      intent: 'Brückner Preisliste Kabel: alle Preisänderungen {url}',
      edit: 'the PDF re-exported with a new print date and time, prices unchanged',
      setup: [
        [
          'Preisänderungen bei Kupferschwankungen vorbehalten.',
          'Preisänderungen bei Kupferschwankungen vorbehalten. Druckdatum: {{date}}, {{time}} Uhr.',
        ],
      ],
      changes: [],
    },
  ]),
  ...casesOf(textileList, [
    {
      id: 'h7-pricelist-saanvi-above-150',
      label: 'alert',
      intent: 'Saanvi price list: alert me only if cotton poplin goes above Rs 150 per metre. {url}',
      edit: 'SP-101 cotton poplin 142.00 → 156.00',
      changes: [['| 58 inch | 142.00', '| 58 inch | 156.00']],
    },
    {
      id: 'h7-pricelist-saanvi-cambric-not-poplin',
      label: 'off-topic',
      intent: 'Saanvi price list: alert me only if cotton poplin goes above Rs 150 per metre. {url}',
      edit: 'SP-118 cambric 168.50 → 176.00 (another row, already above 150)',
      changes: [['| 58 inch | 168.50', '| 58 inch | 176.00']],
    },
  ]),
];
