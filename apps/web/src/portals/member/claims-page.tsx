import { PageTitle } from '../../ui/page-title';

/** placeholder for member.claims: replaced by the helper that owns this page. */
export default function Placeholder() {
  return <PageTitle>placeholder</PageTitle>;
}
