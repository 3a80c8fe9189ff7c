import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import {
  type OrderStatusData,
  OrderStatusPage,
  orderStatusLoader,
} from '../../features/checkout/pages/order-status-page';
import { EligibilityCheckPage } from '../../features/eligibility/pages/eligibility-check-page';

/** `/CheckACPPage?orderId=` reads the order; without `orderId` the page is the application check. */
export function checkAcpLoader(args: LoaderFunctionArgs): Promise<OrderStatusData> | null {
  return new URL(args.request.url).searchParams.has('orderId') ? orderStatusLoader(args) : null;
}

/**
 * `/CheckACPPage`: the payment result's 'Check Order Status' opens it with the order's public id, and it shows that
 * order; without one it stays the application lookup (DESIGN.md). The two pages are two features', met here.
 */
export function CheckAcpPage() {
  const order = useLoaderData<OrderStatusData | null>();
  return order ? <OrderStatusPage /> : <EligibilityCheckPage />;
}
