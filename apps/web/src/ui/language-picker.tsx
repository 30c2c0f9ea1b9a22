import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../lib/constants';
import { changeLanguage } from '../i18n';
import { useLanguage } from './use-language';

/** English / Español picker; the choice is stored under `language` (spec §3, §9). */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      // As wide as the language's name ("Español"), never cut where the header is narrow (phones).
      styles={{ input: { fieldSizing: 'content' } }}
      value={language}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
}
