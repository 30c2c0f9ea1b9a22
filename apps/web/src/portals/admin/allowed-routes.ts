/** Which admin routes this staff member may open (the member profile's tabs show only those). */
export { useAllowedRoutes as useAllowedAdminRoutes } from '../../lib/use-allowed-routes';
