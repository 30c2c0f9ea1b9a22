import { Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Link as PortalLink } from '@bp/contract/api/content';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useLinkCategories, useLinks } from './use-content-pages';

/** Links grouped under their categories, in category order (an unknown category goes last). */
function grouped(
  links: PortalLink[],
  categories: { categoryId: number; description: string }[],
  other: string,
) {
  const byId = new Map<number, PortalLink[]>();
  for (const l of links) byId.set(l.categoryId, [...(byId.get(l.categoryId) ?? []), l]);
  const known = categories
    .filter((c) => byId.has(c.categoryId))
    .map((c) => ({ ...c, links: byId.get(c.categoryId)! }));
  const knownIds = new Set(known.map((c) => c.categoryId));
  const rest = links.filter((l) => !knownIds.has(l.categoryId));
  return rest.length ? [...known, { categoryId: -1, description: other, links: rest }] : known;
}

/** The links the member's role and groups may see, by category; each opens in a new tab. */
export function LinksList() {
  const { t } = useTranslation('content');
  const links = useLinks();
  const categories = useLinkCategories();
  return (
    <QueryState query={links} isEmpty={(d) => d.length === 0} emptyText={t('links.empty')}>
      {(items) => (
        <Stack>
          {grouped(items, categories.data ?? [], t('links.otherCategory')).map((c) => (
            <SectionCard key={c.categoryId} title={c.description}>
              <List spacing="sm" listStyleType="none" pl={0}>
                {c.links.map((l) => (
                  <List.Item key={l.linkId}>
                    <Anchor href={l.url} target="_blank" rel="noopener noreferrer" fw={500}>
                      {l.description}
                      <VisuallyHidden component="span">{` (${t('links.newTab')})`}</VisuallyHidden>
                    </Anchor>
                    {l.summary && (
                      <Text size="sm" c="dimmed">
                        {l.summary}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </SectionCard>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
