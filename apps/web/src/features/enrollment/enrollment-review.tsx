import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../ui/detail-item';
import { SectionCard } from '../../ui/section-card';
import { codeLabel } from './code-labels';
import type { EnrollmentStep, EnrollmentValues } from './enrollment-rules';

const masked = (ssn: string) =>
  ssn.replace(/\D/g, '').length >= 4 ? `•••-••-${ssn.replace(/\D/g, '').slice(-4)}` : '';

/** The review step: every entry of the form by step, with a way back to each step. */
export function EnrollmentReview({
  values: v,
  groupName,
  onEdit,
}: {
  values: EnrollmentValues;
  groupName: string;
  onEdit: (step: EnrollmentStep) => void;
}) {
  const { t } = useTranslation('enrollment');
  const edit = (step: EnrollmentStep) => (
    <Button variant="subtle" size="xs" onClick={() => onEdit(step)}>
      {t('editStep', { step: t(`steps.${step}`) })}
    </Button>
  );
  return (
    <Stack>
      <Text size="sm">{t('reviewIntro')}</Text>
      <SectionCard title={t('steps.employee')} actions={edit('employee')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('fields.groupNumber')}>{`${v.groupNumber} ${groupName}`}</DetailItem>
          <DetailItem label={t('fields.firstName')}>{v.firstName}</DetailItem>
          <DetailItem label={t('fields.lastName')}>{v.lastName}</DetailItem>
          <DetailItem label={t('fields.dateOfBirth')}>{v.dateOfBirth}</DetailItem>
          <DetailItem label={t('fields.ssn')}>{masked(v.ssn)}</DetailItem>
          <DetailItem label={t('fields.gender')}>
            {v.gender && codeLabel(t, 'gender', v.gender)}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberMaritalStatusType')}>
            {v.primaryMemberMaritalStatusType &&
              codeLabel(t, 'marital', v.primaryMemberMaritalStatusType)}
          </DetailItem>
          <DetailItem label={t('fields.hireDate')}>{v.hireDate}</DetailItem>
          <DetailItem label={t('fields.primaryMemberPayStatus')}>
            {v.primaryMemberPayStatus && codeLabel(t, 'pay', v.primaryMemberPayStatus)}
          </DetailItem>
          <DetailItem label={t('details.address')}>
            {[v.addressLine1, v.addressLine2, `${v.city}, ${v.state} ${v.zip}`]
              .filter(Boolean)
              .join(', ')}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberHomePhone')}>
            {v.primaryMemberHomePhone}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberWorkPhone')}>
            {v.primaryMemberWorkPhone}
          </DetailItem>
          <DetailItem label={t('fields.primaryMemberEmail')}>{v.primaryMemberEmail}</DetailItem>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('steps.dependents')} actions={edit('dependents')}>
        {v.enrollmentDependents.length === 0 ? (
          <Text size="sm">{t('none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ paddingLeft: '1rem', margin: 0 }}>
            {v.enrollmentDependents.map((d, i) => (
              <Text component="li" size="sm" key={i}>
                {[
                  `${d.firstName} ${d.lastName}`,
                  d.relationship && codeLabel(t, 'relationship', d.relationship),
                  d.dateOfBirth,
                  masked(d.ssn),
                  d.coverageTypes.map((c) => codeLabel(t, 'coverage', c)).join(', '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title={t('steps.coverage')} actions={edit('coverage')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('fields.enrollmentType')}>
            {v.enrollmentType && codeLabel(t, 'type', v.enrollmentType)}
          </DetailItem>
          <DetailItem label={t('fields.coverageDate')}>{v.coverageDate}</DetailItem>
          <DetailItem label={t('fields.dateOfQualifyingEvent')}>
            {v.dateOfQualifyingEvent}
          </DetailItem>
          <DetailItem label={t('fields.coverageTypes')}>
            {v.coverageTypes.map((c) => codeLabel(t, 'coverage', c)).join(', ')}
          </DetailItem>
          {v.coverageTypes.includes('LIFE') && (
            <DetailItem label={t('fields.lifeCoverageAmount')}>{v.lifeCoverageAmount}</DetailItem>
          )}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('steps.other')} actions={edit('other')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl">
          <DetailItem label={t('fields.otherInsuranceCompany')}>
            {v.otherInsuranceCompany}
          </DetailItem>
          <DetailItem label={t('fields.otherInsurancePolicyNumber')}>
            {v.otherInsurancePolicyNumber}
          </DetailItem>
          <DetailItem label={t('fields.otherInsuranceEffectiveDate')}>
            {v.otherInsuranceEffectiveDate}
          </DetailItem>
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
