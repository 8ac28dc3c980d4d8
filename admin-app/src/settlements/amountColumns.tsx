import { TextField as TextColumn } from 'react-admin';

/** SET-1, SET-2: a settlement table's amount columns — processing, service, total, PayPal cost, net total (two decimals). */
export const amountColumns = (options: { netSortable?: boolean } = {}) => [
  <TextColumn key="processing_fee" source="processing_fee" label="settlements:console.processing_fee" sortable={false} />,
  <TextColumn key="service_fee" source="service_fee" label="settlements:console.service_fee" sortable={false} />,
  <TextColumn key="total" source="total" label="settlements:console.total" sortable={false} />,
  <TextColumn key="paypal_cost" source="paypal_cost" label="settlements:console.paypal_cost" sortable={false} />,
  <TextColumn key="net_total" source="net_total" label="settlements:console.net_total" sortable={Boolean(options.netSortable)} />,
];
