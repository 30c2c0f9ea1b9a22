import { AppealsPage } from '../shared/appeals-pages';

/** `/provider/appeals` (provider.appeals): the appeals list (issue 31). */
export default function ProviderAppealsPage() {
  return <AppealsPage portal="provider" />;
}
