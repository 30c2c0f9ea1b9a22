import { Alert, Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AppLink } from './app-link';
import { PageTitle } from './page-title';

/** One section of a profile (member, group …): its path and its label. */
export interface ProfileTab {
  key: string;
  path: string;
  label: string;
}

/**
 * A profile's sections as a row of links: the current page is `aria-current="page"`, the section a
 * deeper page belongs to (`sectionPath`, default the location) is `location` and stays highlighted.
 */
export function ProfileTabs({
  tabs,
  label,
  sectionPath,
  size = 'sm',
}: {
  tabs: readonly ProfileTab[];
  label: string;
  sectionPath?: string;
  size?: ButtonProps['size'];
}) {
  const location = useLocation();
  if (tabs.length === 0) return null;
  const section = sectionPath ?? location.pathname;
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {tabs.map((tab) => {
        const exact = location.pathname === tab.path;
        const within = exact || section === tab.path || section.startsWith(`${tab.path}/`);
        return (
          <Button
            key={tab.key}
            component={Link}
            to={tab.path}
            size={size}
            variant={within ? 'filled' : 'default'}
            aria-current={exact ? 'page' : within ? 'location' : undefined}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** A profile that does not exist for the caller (unknown and out of reach look alike): why, and a way back. */
export function ProfileNotFound({
  title,
  heading,
  text,
  back,
}: {
  title: string;
  heading: string;
  text: string;
  back?: { to: string; label: string } | undefined;
}) {
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Alert color="red" variant="light" role="alert" title={heading}>
        <Text size="sm">{text}</Text>
        {back && (
          <AppLink to={back.to} size="sm">
            {back.label}
          </AppLink>
        )}
      </Alert>
    </Stack>
  );
}
