/** What other domains' tests reach inside admin for: turning a membership off without the admin API. */
export { setMembershipDisabled } from './admin.repository';
