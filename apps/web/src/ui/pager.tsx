import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** Number of pages; nothing is shown for one page or none. */
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: 'xs' | 'sm' | 'md';
  siblings?: number;
}

/** Server-side paging controls with named buttons (first, previous, page n, next, last) in the user's language. */
export function Pager({ total, value, onChange, size, siblings }: PagerProps) {
  const { t } = useTranslation('common');
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      {...(size ? { size } : {})}
      {...(siblings !== undefined ? { siblings } : {})}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({
        'aria-label': t('pagination.page', { page }),
        ...(page === value ? { 'aria-current': 'page' } : {}),
      })}
    />
  );
}
