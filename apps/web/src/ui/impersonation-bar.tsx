import { Alert, Fieldset, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointDef, ImpersonationBar } from '@bp/contract/api/endpoint';
import { useSession } from '../lib/session-store';

/**
 * Why an impersonation session may not make any of these calls (the contract's `notWhileImpersonating`
 * of the first barred one), or null: not impersonating, or none of the calls is barred.
 */
export function impersonationBarOf(
  defs: readonly Pick<EndpointDef, 'access'>[],
  impersonating: boolean,
): ImpersonationBar | null {
  if (!impersonating) return null;
  for (const { access } of defs)
    if (access.kind === 'signedIn' && access.notWhileImpersonating)
      return access.notWhileImpersonating;
  return null;
}

/** The reason the current session may not make these calls because it is an impersonation, or null. */
export function useImpersonationBar(
  ...defs: readonly Pick<EndpointDef, 'access'>[]
): ImpersonationBar | null {
  const impersonating = useSession((s) => s.impersonation !== null);
  return impersonationBarOf(defs, impersonating);
}

/** "Staff viewing the portal as this user cannot …": what is off and who can do it instead. */
export function ImpersonationNotice({ reason, id }: { reason: ImpersonationBar; id?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      id={id}
      color="yellow"
      variant="light"
      role="status"
      title={t('impersonation.barredTitle')}
      icon={<IconLock size={18} aria-hidden />}
    >
      {t(`impersonation.barred.${reason}`)}
    </Alert>
  );
}

/**
 * A part of a screen that offers calls an impersonation session may not make: while impersonating, the
 * notice (unless `notice` is false: the screen shows it once elsewhere) and the part in a disabled
 * fieldset, so every input and button in it is disabled while what it shows stays visible; otherwise the
 * part as it is. The fieldset is one block: give several children the layout they need (a Stack).
 */
export function ImpersonationGate({
  def,
  notice = true,
  children,
}: {
  def: Pick<EndpointDef, 'access'> | readonly Pick<EndpointDef, 'access'>[];
  notice?: boolean;
  children: ReactNode;
}) {
  const bar = useImpersonationBar(...(Array.isArray(def) ? def : [def]));
  const noticeId = useId();
  if (!bar) return <>{children}</>;
  return (
    <Stack>
      {notice && <ImpersonationNotice reason={bar} id={noticeId} />}
      <Fieldset
        variant="unstyled"
        m={0}
        disabled
        {...(notice ? { 'aria-describedby': noticeId } : {})}
      >
        {children}
      </Fieldset>
    </Stack>
  );
}
