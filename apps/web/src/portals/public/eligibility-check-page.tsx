import { useTranslation } from 'react-i18next';
import { EligibilityForm } from '../../features/eligibility/eligibility-form';
import { PageTitle } from '../../ui/page-title';
import { AnonymousLinks } from './anonymous-links';

/** `/user/eligibility-check` — a provider checks a patient's coverage without signing in (spec §2). */
export default function EligibilityCheckPage() {
  const { t } = useTranslation('anonymous');
  return (
    <>
      <PageTitle>{t('eligibility.title')}</PageTitle>
      <EligibilityForm />
      <AnonymousLinks />
    </>
  );
}
