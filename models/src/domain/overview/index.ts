export { staffOverview, type OverviewCard, type StaffOverview } from './staff-overview';
