import { AppealDetailsPage } from '../shared/appeals-pages';

/** `/provider/appeals/:appealId` (provider.appealDetails): one appeal (issue 31). */
export default function ProviderAppealDetailsPage() {
  return <AppealDetailsPage portal="provider" />;
}
