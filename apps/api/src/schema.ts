import { builder } from './builder';
// Each module registers its types and fields on the builder when imported.
import './modules/auth/index';

export function buildSchema() {
  return builder.toSchema({ sortSchema: true });
}
