import { GroupDetailsPage } from '../../shared/group-pages';

/** The details section of `/employer/options/group-profile/{groupNumber}`. */
export default function EmployerGroupDetailsPage() {
  return <GroupDetailsPage portal="employer" />;
}
