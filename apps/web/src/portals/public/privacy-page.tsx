import { PrivacyNotice } from '../../features/legal/privacy-notice';

/** `/privacy` — the privacy notice. */
export default function PrivacyPage() {
  return <PrivacyNotice />;
}
