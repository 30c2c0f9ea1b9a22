import { Anchor, type AnchorProps } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';

/** An in-app link; clicking the page you are on is ignored (guard step 1: duplicate navigation). */
export function AppLink({
  to,
  children,
  ...rest
}: AnchorProps & { to: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={to}
      onClick={(e) => {
        if (to === location.pathname + location.search) e.preventDefault();
      }}
      {...rest}
    >
      {children}
    </Anchor>
  );
}
