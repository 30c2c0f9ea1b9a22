import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth/session-actions';
import { staySignedIn } from '../lib/session-idle';
import { useIdle } from '../lib/session-time';
import { idleMinutes } from '../lib/signed-out-path';
import { IdleWarningDialog } from '../ui/idle-warning-dialog';

/** The warning before automatic sign-out, while the session is about to end (loaded only then). */
export default function IdleWarning() {
  const navigate = useNavigate();
  const endsAt = useIdle((s) => s.endsAt);
  const idleSeconds = useIdle((s) => s.idleSeconds);
  const [staying, setStaying] = useState(false);
  if (endsAt === null) return null;

  const stay = async () => {
    setStaying(true);
    try {
      await staySignedIn();
    } finally {
      setStaying(false);
    }
  };
  const signOut = async () => {
    await logout();
    void navigate('/', { replace: true });
  };

  return (
    <IdleWarningDialog
      endsAt={endsAt}
      minutes={idleMinutes(idleSeconds)}
      staying={staying}
      onStay={() => void stay()}
      onSignOut={() => void signOut()}
    />
  );
}
