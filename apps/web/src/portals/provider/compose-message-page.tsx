import { ComposeMessagePage } from '../shared/messaging-pages';

/** The provider portal's compose page (provider.composeMessage). */
export default function ProviderComposeMessagePage() {
  return <ComposeMessagePage portal="provider" />;
}
