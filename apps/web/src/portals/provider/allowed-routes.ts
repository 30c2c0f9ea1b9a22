/** Which provider routes this provider may open (the member profile's tabs and links show only those). */
export { useAllowedRoutes as useAllowedProviderRoutes } from '../../lib/use-allowed-routes';
