import { policyRoute } from '@/features/content/lib/policy-route';

/** Static per language, refreshed every 5 minutes (decision 0010). */
export const revalidate = 300;

const route = policyRoute('PAYMENT', '/payment-policy');
export const generateMetadata = route.generateMetadata;
export default route.PolicyPage;
