import type { Sequelize } from 'sequelize';
import { initIdentityModels } from './identity';
import { initOrganizationModels } from './organizations';
import { initPolicyModels } from './policies';
import { initReferenceModels } from './reference';

/** Binds every model class to this connection. Call once per process before any query. */
export function initModels(sequelize: Sequelize): void {
  initReferenceModels(sequelize);
  initIdentityModels(sequelize);
  initOrganizationModels(sequelize);
  initPolicyModels(sequelize);
}
