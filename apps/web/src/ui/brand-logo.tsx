import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import defaultLogo from '../assets/logo-default.svg';
import alternateLogo from '../assets/logo-alternate.svg';
import { currentBrand } from '../lib/brand';

const LOGOS = { default: defaultLogo, alternate: alternateLogo } as const;

/** The logo of the host's brand. */
export function BrandLogo({ height = 36 }: { height?: number }) {
  const { t } = useTranslation('common');
  const brand = currentBrand();
  return (
    <Image
      src={LOGOS[brand.id]}
      h={height}
      w="auto"
      maw="100%"
      fit="contain"
      alt={t('logoAlt', { brand: brand.name })}
    />
  );
}
