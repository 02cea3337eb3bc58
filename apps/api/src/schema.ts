import { builder } from './builder';
// Each module registers its types and fields on the builder when imported.
import './modules/auth/index';
import './modules/account/index';
import './modules/catalog/index';
import './modules/lecturers/index';
import './modules/blogs/index';
import './modules/discovery/index';
import './modules/search/index';

export function buildSchema() {
  return builder.toSchema({ sortSchema: true });
}
