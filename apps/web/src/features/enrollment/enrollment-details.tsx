import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Enrollment } from '@bp/contract/api/enrollments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { DetailItem } from '../../ui/detail-item';
import { errorTextOf } from '../../ui/field-errors';
import { notify } from '../../ui/notify';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { codeLabel } from './code-labels';
import { useEnrollment, useEnrollmentForm, useProcessEnrollment } from './use-enrollments';

/**
 * One enrollment (Enrollments/Get): the form's facts, the people on it, the printable form (GetForm, a
 * PDF in the reader's language) and, for staff who may process it, approve / reject with a reason.
 */
export function EnrollmentDetails({
  enrollmentId,
  canProcess,
  searchPath,
  memberPath,
}: {
  enrollmentId: number;
  canProcess: boolean;
  searchPath: string;
  memberPath?: (memberId: string) => string;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const query = useEnrollment(enrollmentId);
  return (
    <Stack>
      <AppLink to={searchPath} size="sm">
        {t('details.toSearch')}
      </AppLink>
      <QueryState query={query} emptyText="">
        {(e) => (
          <Stack>
            <Summary e={e} memberPath={memberPath} />
            {canProcess && (e.status === 'Submitted' || e.status === 'InReview') && (
              <ProcessCard e={e} />
            )}
            <People e={e} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Summary({
  e,
  memberPath,
}: {
  e: Enrollment;
  memberPath?: ((id: string) => string) | undefined;
}) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const fmt = useFormat();
  const form = useEnrollmentForm();
  const download = (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={form.isPending}
      onClick={() =>
        form.mutate(e.enrollmentId, {
          onError: () => notify({ translationKey: 'errorOccurredDuringDownload', type: 'error' }),
        })
      }
    >
      {t('details.download')}
    </Button>
  );
  return (
    <>
      <SectionCard title={t('details.summary')} actions={download}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('columns.status')}>
            <Badge variant="light">{t(`status.${e.status}`)}</Badge>
          </DetailItem>
          <DetailItem label={t('columns.group')}>{`${e.groupNumber} ${e.groupName}`}</DetailItem>
          <DetailItem label={t('columns.submitted')}>{fmt.date(e.submittedDate)}</DetailItem>
          <DetailItem label={t('details.submittedBy')}>{e.submittedBy}</DetailItem>
          <DetailItem label={t('details.transaction')}>
            {e.transactionId === null ? '' : String(e.transactionId)}
          </DetailItem>
          <DetailItem label={t('columns.memberId')}>
            {e.memberId && memberPath ? (
              <AppLink
                to={memberPath(e.memberId)}
                aria-label={t('details.memberProfile', { memberId: e.memberId })}
              >
                {e.memberId}
              </AppLink>
            ) : (
              (e.memberId ?? '')
            )}
          </DetailItem>
          {e.processedDate && (
            <DetailItem label={t('details.processed')}>{fmt.date(e.processedDate)}</DetailItem>
          )}
          {e.processedBy && (
            <DetailItem label={t('details.processedBy')}>{e.processedBy}</DetailItem>
          )}
          {e.rejectionReason && (
            <DetailItem label={t('details.rejectionReason')}>{e.rejectionReason}</DetailItem>
          )}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('details.employee')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('columns.name')}>{`${e.firstName} ${e.lastName}`}</DetailItem>
          <DetailItem label={t('fields.dateOfBirth')}>{fmt.date(e.dateOfBirth)}</DetailItem>
          <DetailItem label={t('fields.ssn')}>
            {e.ssnLast4 ? `•••-••-${e.ssnLast4}` : t('details.ssnHidden')}
          </DetailItem>
          <DetailItem label={t('fields.gender')}>{codeLabel(t, 'gender', e.gender)}</DetailItem>
          <DetailItem label={t('fields.primaryMemberMaritalStatusType')}>
            {codeLabel(t, 'marital', e.primaryMemberMaritalStatusType)}
          </DetailItem>
          <DetailItem label={t('fields.hireDate')}>{fmt.date(e.hireDate)}</DetailItem>
          <DetailItem label={t('fields.primaryMemberPayStatus')}>
            {codeLabel(t, 'pay', e.primaryMemberPayStatus)}
          </DetailItem>
          <DetailItem label={t('details.address')}>
            {[e.addressLine1, e.addressLine2, `${e.city}, ${e.state} ${e.zip}`]
              .filter(Boolean)
              .join(', ')}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberHomePhone')}>
            {e.primaryMemberHomePhone ?? ''}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberWorkPhone')}>
            {e.primaryMemberWorkPhone ?? ''}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberEmail')}>
            {e.primaryMemberEmail ?? ''}
          </DetailItem>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('details.coverage')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('fields.enrollmentType')}>
            {codeLabel(t, 'type', e.enrollmentType)}
          </DetailItem>
          <DetailItem label={t('fields.coverageDate')}>{fmt.date(e.coverageDate)}</DetailItem>
          <DetailItem label={t('fields.dateOfQualifyingEvent')}>
            {fmt.date(e.dateOfQualifyingEvent)}
          </DetailItem>
          <DetailItem label={t('fields.coverageTypes')}>
            {e.coverageTypes.map((c) => codeLabel(t, 'coverage', c)).join(', ')}
          </DetailItem>
          {e.lifeCoverageAmountCents !== null && (
            <DetailItem label={t('fields.lifeCoverageAmount')}>
              {fmt.money(e.lifeCoverageAmountCents)}
            </DetailItem>
          )}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('details.other')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('fields.otherInsuranceCompany')}>
            {e.otherInsuranceCompany ?? ''}
          </DetailItem>
          <DetailItem label={t('fields.otherInsurancePolicyNumber')}>
            {e.otherInsurancePolicyNumber ?? ''}
          </DetailItem>
          <DetailItem label={t('fields.otherInsuranceEffectiveDate')}>
            {fmt.date(e.otherInsuranceEffectiveDate)}
          </DetailItem>
        </SimpleGrid>
      </SectionCard>
    </>
  );
}

function People({ e }: { e: Enrollment }) {
  const { t } = useTranslation('enrollment');
  const fmt = useFormat();
  return (
    <SectionCard title={t('details.people')}>
      <DataTable label={t('details.peopleLabel', { id: e.enrollmentId })} minWidth={700}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('fields.relationship')}</Table.Th>
            <Table.Th scope="col">{t('fields.dateOfBirth')}</Table.Th>
            <Table.Th scope="col">{t('fields.ssn')}</Table.Th>
            <Table.Th scope="col">{t('fields.gender')}</Table.Th>
            <Table.Th scope="col">{t('fields.coverageTypes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {e.enrollmentDependents.map((d, i) => (
            <Table.Tr key={i}>
              <Table.Th scope="row" fw={500}>{`${d.firstName} ${d.lastName}`}</Table.Th>
              <Table.Td>
                {d.primary ? t('details.primary') : codeLabel(t, 'relationshipAll', d.relationship)}
              </Table.Td>
              <Table.Td>{fmt.date(d.dateOfBirth)}</Table.Td>
              <Table.Td>{d.ssnLast4 ? `•••-••-${d.ssnLast4}` : t('details.ssnHidden')}</Table.Td>
              <Table.Td>{codeLabel(t, 'gender', d.gender)}</Table.Td>
              <Table.Td>
                {d.coverageTypes.map((c) => codeLabel(t, 'coverage', c)).join(', ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </SectionCard>
  );
}

function ProcessCard({ e }: { e: Enrollment }) {
  const { t } = useTranslation(['enrollment', 'messages']);
  const process = useProcessEnrollment();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const approve = () => {
    setConfirming(false);
    process.mutate(
      { kind: 'approve', enrollmentId: e.enrollmentId },
      {
        onSuccess: (after) =>
          notify({
            text: t('process.approved', { id: after.enrollmentId, memberId: after.memberId }),
            type: 'success',
          }),
      },
    );
  };
  const reject = () => {
    if (reason.trim() === '') {
      setReasonError(t('messages:required'));
      return;
    }
    process.mutate(
      { kind: 'reject', enrollmentId: e.enrollmentId, reason: reason.trim() },
      {
        onSuccess: () =>
          notify({ text: t('process.rejected', { id: e.enrollmentId }), type: 'success' }),
      },
    );
  };
  return (
    <SectionCard title={t('process.title')}>
      <Stack>
        <Text size="sm">{t('process.intro')}</Text>
        {process.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorTextOf(process.error, t)}
          </Alert>
        )}
        {rejecting ? (
          <Stack>
            <Textarea
              label={t('process.reason')}
              withAsterisk
              value={reason}
              maxLength={500}
              autosize
              minRows={2}
              error={reasonError}
              onChange={(ev) => {
                setReason(ev.currentTarget.value);
                setReasonError(undefined);
              }}
            />
            <Group>
              <Button color="red" loading={process.isPending} onClick={reject}>
                {t('process.confirmReject')}
              </Button>
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('process.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button loading={process.isPending} onClick={() => setConfirming(true)}>
              {t('process.approve')}
            </Button>
            <Button variant="default" color="red" onClick={() => setRejecting(true)}>
              {t('process.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('process.approveTitle', { id: e.enrollmentId })}
        content={t('process.approveContent')}
        okLabel={t('process.approve')}
        cancelLabel={t('process.cancel')}
        onConfirm={approve}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
