import { GroupProfilePage } from '../../shared/group-pages';

/** `/employer/options/group-profile/{groupNumber}` (employer.groupProfile): the layout of the group's sections. */
export default function EmployerGroupProfileLayout() {
  return <GroupProfilePage portal="employer" />;
}
