import { idCardCopayLine, type Brand, type Language } from '@bp/contract';
import type { IdCard } from '@bp/contract/api/cards';
import {
  artifact,
  brandHeader,
  contentWidth,
  createPdf,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  section,
  textAt,
  toBuffer,
  type Pdf,
  type RenderOptions,
} from '../../pdf/document.js';
import { documentTexts, type DocumentTexts } from './texts.js';

/** CR80 wallet card: 3.375 × 2.125 in. */
export const CARD = { width: 243, height: 153, padding: 8 } as const;
const GAP = 18;

function cardBox(pdf: Pdf, brand: Brand, x: number, y: number): void {
  artifact(pdf, (d) => {
    d.save()
      .roundedRect(x, y, CARD.width, CARD.height, 8)
      .lineWidth(0.8)
      .stroke('#5b6770')
      .restore();
    d.save()
      .rect(x + 1, y + 1, CARD.width - 2, 3)
      .fill(brand.colors.primary)
      .restore();
  });
}

/** Writes lines top-down inside a card, tagged under `parent`; stops at the card's bottom. */
function cardLines(
  pdf: Pdf,
  parent: PDFKit.PDFStructureElement,
  x: number,
  y: number,
  lines: { text: string; bold?: boolean; size?: number }[],
): void {
  const inner = CARD.width - 2 * CARD.padding;
  const bottom = y + CARD.height - CARD.padding;
  let cy = y + CARD.padding + 2;
  for (const l of lines) {
    if (cy >= bottom - 4) break;
    cy = textAt(pdf, l.text, x + CARD.padding, cy, {
      width: inner,
      size: l.size ?? 6,
      bold: l.bold ?? false,
      parent,
      height: bottom - cy,
    });
    cy += 0.5;
  }
}

function limitLine(
  t: DocumentTexts,
  card: IdCard,
  network: 'in' | 'out',
  language: Language,
): string[] {
  const l = card.limits.find((x) => x.network === network);
  if (!l) return [];
  const m = (c: number) => formatMoney(c, language);
  const label = network === 'in' ? t.inNetwork : t.outOfNetwork;
  return [
    `${label} — ${t.deductibleInd}: ${m(l.deductibleIndividualCents)} · ${t.deductibleFam}: ${m(l.deductibleFamilyCents)}`,
    `${label} — ${t.oopInd}: ${m(l.oopIndividualCents)} · ${t.oopFam}: ${m(l.oopFamilyCents)}`,
  ];
}

/** A temporary card's validity (Groups/CreateTempIdCard), printed on every card and under the title. */
export interface TempValidity {
  from: string;
  through: string;
}

function front(
  t: DocumentTexts,
  brand: Brand,
  card: IdCard,
  language: Language,
  temp: TempValidity | undefined,
) {
  const copays = card.copays
    .slice(0, 6)
    .map((c) => idCardCopayLine(c.category, c.copayCents, language));
  return [
    { text: brand.name, bold: true, size: 9 },
    ...(temp
      ? [
          {
            text: t.tempValid(formatDate(temp.from), formatDate(temp.through)),
            bold: true,
            size: 6.5,
          },
        ]
      : []),
    {
      text: `${t.coverageNames[card.coverageType] ?? card.coverageType} — ${card.planName}`,
      bold: true,
      size: 7,
    },
    { text: `${t.cardMember}: ${card.memberName}`, size: 7 },
    { text: `${t.memberId}: ${card.memberId}`, bold: true, size: 7 },
    { text: `${t.group}: ${card.groupName} (${card.groupNumber})` },
    {
      text: `${t.subscriber}: ${card.subscriberName} · ${t.effective}: ${formatDate(card.effectiveDate)} · ${t.planYear} ${card.planYear}`,
    },
    ...(card.network ? [{ text: `${t.network}: ${card.network}` }] : []),
    ...(copays.length ? [{ text: `${t.copays}: ${copays.join(' · ')}` }] : []),
    ...limitLine(t, card, 'in', language).map((text) => ({ text })),
  ];
}

function back(t: DocumentTexts, card: IdCard, language: Language) {
  const rx = [
    card.rxBin && `BIN ${card.rxBin}`,
    card.rxPcn && `PCN ${card.rxPcn}`,
    card.rxGroup && `${t.rxGroup} ${card.rxGroup}`,
  ].filter(Boolean);
  return [
    ...limitLine(t, card, 'out', language).map((text) => ({ text })),
    { text: `${t.memberServices}: ${card.customerServicePhone}`, bold: true, size: 7 },
    { text: `${t.website}: ${card.website}` },
    ...(card.precertPhone ? [{ text: `${t.precert}: ${card.precertPhone}` }] : []),
    ...(card.claimsAddress ? [{ text: `${t.claimsAddress}: ${card.claimsAddress}` }] : []),
    ...(card.payerId ? [{ text: `${t.payerId}: ${card.payerId}` }] : []),
    ...(rx.length ? [{ text: `${t.rx}: ${rx.join(' · ')}` }] : []),
    ...t.cardNsa.map((text) => ({ text, size: 5.5 })),
  ];
}

/**
 * Renders member ID cards (front and back side by side, wallet size) on letter pages, tagged; with `temp`,
 * a temporary card whose validity is printed under the title and on every card.
 */
export function renderIdCardPdf(
  brand: Brand,
  language: Language,
  cards: IdCard[],
  temp?: TempValidity,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = documentTexts(language);
  const title = temp ? t.tempIdCardTitle : t.idCardTitle;
  const pdf = createPdf({
    title: `${title} ${cards[0]?.memberId ?? ''}`.trim(),
    language,
    author: brand.name,
    margin: 40,
    creationDate: options.creationDate,
  });
  brandHeader(pdf, brand);
  heading(pdf, title, 1);
  if (temp)
    paragraph(pdf, t.tempValid(formatDate(temp.from), formatDate(temp.through)), { bold: true });
  const { doc } = pdf;
  const x0 = doc.page.margins.left + Math.max(0, (contentWidth(pdf) - (2 * CARD.width + GAP)) / 2);
  for (const card of cards) {
    heading(
      pdf,
      `${t.coverageNames[card.coverageType] ?? card.coverageType} — ${card.planName}`,
      2,
    );
    if (doc.y + CARD.height + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y + 12;
    const sides: [string, ReturnType<typeof front>, number][] = [
      [t.cardFront, front(t, brand, card, language, temp), x0],
      [t.cardBack, back(t, card, language), x0 + CARD.width + GAP],
    ];
    for (const [label, lines, x] of sides) {
      const part = section(pdf, 'Div', label);
      textAt(pdf, label, x, y - 11, {
        width: CARD.width,
        size: 7,
        bold: true,
        parent: part,
        structType: 'H3',
      });
      cardBox(pdf, brand, x, y);
      cardLines(pdf, part, x, y, lines);
      part.end();
    }
    doc.x = doc.page.margins.left;
    doc.y = y + CARD.height + 10;
  }
  return toBuffer(pdf);
}
