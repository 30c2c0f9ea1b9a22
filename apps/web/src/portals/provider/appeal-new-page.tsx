import { NewAppealPage } from '../shared/appeals-pages';

/** `/provider/appeals/new` (provider.appealNew): file an appeal of a denied claim or pre-certification (issue 31). */
export default function ProviderNewAppealPage() {
  return <NewAppealPage portal="provider" />;
}
