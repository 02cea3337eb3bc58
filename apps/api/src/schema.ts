import { builder } from './builder';
// Each module registers its types and fields on the builder when imported.
import './modules/auth/index';
import './modules/account/index';
import './modules/files/index';
import './modules/catalog/index';
import './modules/lecturers/index';
import './modules/blogs/index';
import './modules/discovery/index';
import './modules/search/index';
import './modules/invoices/index';
import './modules/commerce/index';
import './modules/video/index';
import './modules/certificates/index';
import './modules/learning/index';
import './modules/community/index';
import './modules/notifications/index';
import './modules/moderation/index';
import './modules/people/index';
import './modules/analytics/index';
import './modules/earnings/index';

export function buildSchema() {
  return builder.toSchema({ sortSchema: true });
}
