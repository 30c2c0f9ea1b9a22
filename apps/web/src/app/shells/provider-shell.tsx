import { PortalShell } from './portal-shell';

/** Shell of the provider portal (lazy route module). */
export default function ProviderShell() {
  return <PortalShell portal="provider" />;
}
