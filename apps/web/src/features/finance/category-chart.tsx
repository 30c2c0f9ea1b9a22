import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-language';

export const CATEGORY_KEYS = [
  'medical',
  'dental',
  'vision',
  'drug',
  'std',
  'ltd',
  'mentalAndNervous',
  'misc',
  'expense',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/**
 * The category totals as horizontal bars: plain SVG, no chart library. The figure is described by its
 * title and the totals table beside it (which screen readers read), so the bars themselves are hidden.
 */
export function CategoryChart({ totals }: { totals: Record<`${CategoryKey}Cents`, number> }) {
  const { t } = useTranslation('finance');
  const { money } = useFormat();
  const max = Math.max(1, ...CATEGORY_KEYS.map((k) => Math.abs(totals[`${k}Cents`])));
  const row = 26;
  const labelW = 190;
  const barW = 300;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 700, marginBottom: 8 }}>{t('view.chart')}</figcaption>
      <svg
        role="img"
        aria-label={t('view.chartLabel')}
        viewBox={`0 0 ${labelW + barW + 110} ${CATEGORY_KEYS.length * row}`}
        width="100%"
        style={{ maxWidth: 640 }}
      >
        {CATEGORY_KEYS.map((k, i) => {
          const v = totals[`${k}Cents`];
          const w = Math.max(1, Math.round((Math.abs(v) / max) * barW));
          return (
            <g key={k} transform={`translate(0 ${i * row})`}>
              <text x={0} y={17} fontSize={13} fill="#1a1a1a">
                {t(`categories.${k}`)}
              </text>
              <rect x={labelW} y={5} width={w} height={16} fill="#1c5d99" />
              <text x={labelW + w + 6} y={17} fontSize={13} fill="#1a1a1a">
                {money(v)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
