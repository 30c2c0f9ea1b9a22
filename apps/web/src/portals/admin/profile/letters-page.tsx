import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LetterHistory } from '../../../features/letters/letter-history';
import { SectionCard } from '../../../ui/section-card';
import { adminPaths } from '../paths';

/** `/admin/member-profile/{id}/member-letter-history` (admin.memberLetterHistory): the member's letters. */
export default function AdminLetterHistoryPage() {
  const { t } = useTranslation('admin-profile');
  const { id = '' } = useParams();
  return (
    <SectionCard title={t('letters.title')}>
      <LetterHistory memberId={id} detailsPathOf={(n) => adminPaths.letter(id, n)} />
    </SectionCard>
  );
}
