import CopyrightIcon from '@mui/icons-material/Copyright';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { lazyScreen } from '../common/lazyScreen';

/** A record's detail and edit open from either list (Trademark, Patent). */
const IP_GROUPS = ['trademarks', 'patents'];
const IpRecordEdit = lazyScreen(() => import('./IpRecordEdit'), 'IpRecordEdit', IP_GROUPS);
const IpRecordShow = lazyScreen(() => import('./IpRecordShow'), 'IpRecordShow', IP_GROUPS);
const PatentList = lazyScreen(() => import('./IpRecordList'), 'PatentList', 'patents');
const TrademarkList = lazyScreen(() => import('./IpRecordList'), 'TrademarkList', 'trademarks');

/**
 * The IP records (ADM.d): two menu entries, Trademark and Patent (`/admin/trademarks`, `/admin/patents`),
 * list the /api/admin/ip-records resource with their type; the record's detail and edit are the
 * `ip-records` resource's (`/admin/ip-records/:id/show`, `{type}/detail/{id}`).
 */
export const trademarks = { name: 'trademarks', list: TrademarkList, icon: CopyrightIcon };
export const patents = { name: 'patents', list: PatentList, icon: LightbulbIcon };
export default { name: 'ip-records', show: IpRecordShow, edit: IpRecordEdit };
