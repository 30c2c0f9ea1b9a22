import { PortalShell } from './portal-shell';

/** Shell of the employer portal (lazy route module). */
export default function EmployerShell() {
  return <PortalShell portal="employer" />;
}
