import { PortalShell } from './portal-shell';

/** Shell of the admin portal (lazy route module). */
export default function AdminShell() {
  return <PortalShell portal="admin" />;
}
